// For tests: the `Intl` of Chromium, whose ICU has no Central Kurdish.

/**
 * Runs `body` with an `Intl` that has no Central Kurdish, as Chromium's: `ckb` locales are not
 * supported and formats asked for one are made in English (Chromium's default locale). The probes of
 * `formats.ts` are kept per `Intl` implementation, so code under `body` probes this one afresh.
 */
export function withoutKurdishIntl<T>(body: () => T): T {
  const { NumberFormat, DateTimeFormat } = Intl;
  const drop = (locales: unknown) =>
    ([] as string[]).concat((locales ?? []) as string | string[]).filter((locale) => !/^ckb\b/i.test(locale));
  const NoKurdishNumbers = function (locales?: string | string[], options?: Intl.NumberFormatOptions) {
    const rest = drop(locales);
    return new NumberFormat(rest.length > 0 ? rest : 'en-US', options);
  } as unknown as typeof Intl.NumberFormat;
  NoKurdishNumbers.supportedLocalesOf = (locales) => NumberFormat.supportedLocalesOf(drop(locales));
  const NoKurdishDates = function (locales?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const rest = drop(locales);
    return new DateTimeFormat(rest.length > 0 ? rest : 'en-US', options);
  } as unknown as typeof Intl.DateTimeFormat;
  NoKurdishDates.supportedLocalesOf = (locales) => DateTimeFormat.supportedLocalesOf(drop(locales));
  Intl.NumberFormat = NoKurdishNumbers;
  Intl.DateTimeFormat = NoKurdishDates;
  const restore = () => {
    Intl.NumberFormat = NumberFormat;
    Intl.DateTimeFormat = DateTimeFormat;
  };
  let result: T;
  try {
    result = body();
  } catch (error) {
    restore();
    throw error;
  }
  // An async body keeps the Chromium-like `Intl` until it settles.
  if (result instanceof Promise) return result.finally(restore) as T;
  restore();
  return result;
}
