export { API_DOCS, API_RESOURCES, createApp } from './app';
export { type Config, loadConfig, testConfig } from './config';
export type { AppDeps } from './context';
export { PROJECTED_COLLECTIONS, rowOf } from './projection/definitions';
export { Projector } from './projection/projector';
export { ECHOED_FIELDS } from './resources/rest-shapes';
export { DEMO_ACCOUNT, seedIfEmpty } from './seed/index';
export { type RunningServer, type StartOptions, startServer } from './server';
export { DocumentStore, mergeStored } from './sync/persistence';
