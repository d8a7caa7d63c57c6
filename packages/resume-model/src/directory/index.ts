export * from './filters';
export * from './pages';
export * from './ranges';
export * from './experience';
export * from './filter-catalogue';
