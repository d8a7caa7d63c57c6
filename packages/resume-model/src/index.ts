export * from './constants';
export * from './messages';
export * from './ratings';
export * from './years';
export * from './account';
export type * from './types/resume';
export type * from './types/user';
export * from './types/directory';
