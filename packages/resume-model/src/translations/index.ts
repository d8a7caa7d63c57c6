export * from './translations';
