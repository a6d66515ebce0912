export { createApp } from './app';
export { type Config, loadConfig, testConfig } from './config';
export type { AppDeps } from './context';
export { COLLECTION_PROJECTIONS } from './projection/definitions';
export { Projector } from './projection/projector';
export { DEMO_ACCOUNT, seedIfEmpty } from './seed/index';
export { type RunningServer, type StartOptions, startServer } from './server';
export { DocumentStore, mergeStored } from './sync/persistence';
