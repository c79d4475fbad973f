export * from './routes';
export * from './api-error';
export * from './feedback';
export * from './news';
export * from './review';
export * from './analysis';
export * from './scrape';
export * from './ingest';
