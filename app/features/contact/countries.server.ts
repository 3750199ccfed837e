import isoCountries from "i18n-iso-countries";
import { type Language, locales } from "~/i18n/languages";

/** Every ISO 3166-1 alpha-2 code (about 250). */
const codes = Object.keys(isoCountries.getAlpha2Codes());
const known = new Set(codes);

export const isCountryCode = (code: string) => known.has(code);

export type CountryOption = { code: string; name: string };
const cache = new Map<Language, CountryOption[]>();

/** The countries named (CLDR, through Intl) and sorted in the visitor's language. */
export function countryOptions(language: Language): CountryOption[] {
  let options = cache.get(language);
  if (!options) {
    const names = new Intl.DisplayNames([locales[language]], { type: "region", fallback: "code" });
    const collator = new Intl.Collator(locales[language]);
    options = codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => collator.compare(a.name, b.name));
    cache.set(language, options);
  }
  return options;
}
