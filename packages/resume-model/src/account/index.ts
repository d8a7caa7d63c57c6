export * from './accountForms';
