/**
 * The only list of the site's languages. English is the reference language: it lives at the
 * unprefixed URLs (`/`, `/about-us`); every other language under its own prefix (`/pt/about-us`,
 * `/pt-pt/about-us`: `urlPrefix`). `pt` is Brazilian Portuguese (the specification's), `pt-PT` the
 * European Portuguese of the Lisbon clinic's visitors, written natively, not derived from `pt`.
 */
export const languages = ["en", "pt", "pt-PT", "es", "fr", "it"] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** Full locale of each language, for `og:locale`, number and date formatting. */
export const locales: Record<Language, string> = {
  en: "en-US",
  pt: "pt-BR",
  "pt-PT": "pt-PT",
  es: "es-ES",
  fr: "fr-FR",
  it: "it-IT",
};

/** Each language named in itself, as the language picker shows it (the two Portuguese by their country). */
export const languageNames: Record<Language, string> = {
  en: "English",
  pt: "Português (Brasil)",
  "pt-PT": "Português (Portugal)",
  es: "Español",
  fr: "Français",
  it: "Italiano",
};

/** Storage names, as docs/product.md#languages fixes them. */
export const languageCookie = { name: "i18next", maxAgeSeconds: 10080 * 60 } as const;
export const languageStorageKey = "i18nextLng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/**
 * Maps a language tag such as `pt-PT`, `es_MX` or `FR` onto one of ours, if any: one of ours written in any case
 * (`pt-pt`), else its primary language (`pt-BR` and `pt-AO` are `pt`, `es-MX` is `es`).
 */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const wanted = tag.trim().toLowerCase().replace("_", "-");
  const exact = languages.find((language) => language.toLowerCase() === wanted);
  if (exact) return exact;
  const primary = wanted.split("-")[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The address prefix of a language's pages, without its slash: the tag in lower case (`pt-pt`), as addresses are. */
export function urlPrefix(language: Language): string {
  return language.toLowerCase();
}

/** The language whose address prefix `segment` is (in any case), if any. */
export function languageOfPrefix(segment: string): Language | undefined {
  const wanted = segment.toLowerCase();
  return languages.find((language) => urlPrefix(language) === wanted);
}
