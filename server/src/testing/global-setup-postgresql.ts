// One module per engine's project: see global-setup-embedded.ts.
import { createTemplateDatabase } from './global-setup';

export default () => createTemplateDatabase('postgresql');
