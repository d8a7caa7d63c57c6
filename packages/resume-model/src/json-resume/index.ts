export * from './to-json-resume';
