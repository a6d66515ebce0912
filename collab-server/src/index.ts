export { createApp } from './app';
export { type Config, loadConfig, testConfig } from './config';
export type { AppDeps } from './context';
export { DEMO_ACCOUNT, seedIfEmpty } from './seed';
export { type RunningServer, type StartOptions, startServer } from './server';
