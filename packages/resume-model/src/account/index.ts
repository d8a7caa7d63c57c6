export * from './accountForms';
export * from './accountContact';
