import account from './account.json';
import builder from './builder.json';
import common from './common.json';
import directory from './directory.json';
import profile from './profile.json';
import resume from './resume.json';
import shell from './shell.json';

// One namespace per area of the product, so each team edits its own file.
export const en = { common, shell, directory, builder, account, profile, resume };
