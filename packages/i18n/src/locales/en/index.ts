import type account from './account.json';
import type builder from './builder.json';
import type employer from './employer.json';
import common from './common.json';
import directory from './directory.json';
import type profile from './profile.json';
import reference from './reference.json';
import type resume from './resume.json';
import shell from './shell.json';
import type validation from './validation.json';

// One namespace per area of the product, so each team edits its own file.

/**
 * The namespaces bundled with this package: every page shows the shell's and the common texts, the
 * directory is every visitor's first page, and `reference` names the governorates, degrees and other
 * stored values every area shows. The document's own words (`resume`) travel with the resume template
 * and the builder, which add them before they print a resume or a month (issue #16's 200 KB budget for
 * `/`, which shows no resume).
 */
export const coreCatalogue = { common, shell, directory, reference };

/**
 * The whole catalogue's shape. The builder, account, profile and employer namespaces travel with their remotes
 * (each imports its own JSON from here and hands it to `addNamespaces` before it renders), so the
 * first page of the site does not download texts it cannot show.
 */
export type Catalogue = typeof coreCatalogue & {
  resume: typeof resume;
  builder: typeof builder;
  account: typeof account;
  profile: typeof profile;
  employer: typeof employer;
  /** The rules' messages (packages/resume-model), brought by the remotes whose forms show them. */
  validation: typeof validation;
};
