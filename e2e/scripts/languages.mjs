// The `--lang` option of `pnpm size` and `pnpm lighthouse`: which interface languages to measure.

export const interfaceLanguages = ['en', 'ar', 'ckb'];

/**
 * The languages of `--lang en,ar` / `--lang=ckb` in `args`, each one the interface speaks; `defaults`
 * when the option is not given. Anything else is refused with a clear message.
 */
export function languagesAsked(args, defaults = interfaceLanguages) {
  const index = args.findIndex((arg) => arg === '--lang' || arg.startsWith('--lang='));
  if (index === -1) return defaults;
  const value = args[index].startsWith('--lang=') ? args[index].slice('--lang='.length) : args[index + 1];
  const asked = (value ?? '').split(',').filter(Boolean);
  const unknown = asked.filter((language) => !interfaceLanguages.includes(language));
  if (asked.length === 0 || unknown.length > 0) {
    throw new Error(
      `--lang takes a comma-separated list of ${interfaceLanguages.join(', ')} (got ${value ?? 'nothing'})`,
    );
  }
  return asked;
}
