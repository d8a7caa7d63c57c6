// Jest runs each global setup module once per run, with the first project's config that names it; so each
// engine's project names a module of its own (jest.config.cjs), and both templates are made when both run.
import { createTemplateDatabase } from './global-setup';

export default () => createTemplateDatabase('embedded');
