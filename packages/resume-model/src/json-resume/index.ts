export * from './from-json-resume';
