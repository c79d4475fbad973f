// The loopback fixture shop and the pages it serves: handwritten pages in each shop's real format (shop pages and
// review widgets), the saved real-world pages of the shared data, and the text problems a scraped review must
// not have.
export * from './escape-html';
export * from './fixture-shop';
export * from './fixture-pages';
export * from './hostile-pages';
export * from './real-pages';
export * from './text-problems';
export * from './widget-pages';
