export * from './defaults';
export * from './layout';
export * from './photo';
