import { addNamespaces } from '@talent/i18n';
import account from '@talent/i18n/src/locales/en/account.json';
import validation from '@talent/i18n/src/locales/en/validation.json';

// This remote's texts come with its code rather than with the shell's first download (@talent/i18n
// bundles only what every page needs). Imported for its effect by each exposed page, the standalone
// app and the tests, before anything that translates renders.
addNamespaces({ account, validation });
