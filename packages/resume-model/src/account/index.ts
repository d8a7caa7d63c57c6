export * from './accountForms';
export * from './accountContact';
export * from './accountPageForms';
