export { buildApp } from './app';
export { loadEnv, type AppConfig } from './config/env';
