export * from './from-json-resume';
export * from './to-json-resume';
