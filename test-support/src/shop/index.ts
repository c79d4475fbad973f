// The loopback fixture shop and the pages it serves: handwritten pages in each shop's real format, and the saved
// real-world pages of the shared data.
export * from './fixture-shop';
export * from './fixture-pages';
export * from './real-pages';
