export * from './completeness';
