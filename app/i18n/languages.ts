/**
 * The only list of the site's languages. English is the reference language: it lives at the
 * unprefixed URLs (`/`, `/about-us`); every other language under its own prefix (`/pt/about-us`).
 */
export const languages = ["en", "pt", "es", "fr", "it"] as const;

export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** Full locale of each language, for `og:locale`, number and date formatting. */
export const locales: Record<Language, string> = {
  en: "en-US",
  pt: "pt-BR",
  es: "es-ES",
  fr: "fr-FR",
  it: "it-IT",
};

/** Each language named in itself, as the language picker shows it. */
export const languageNames: Record<Language, string> = {
  en: "English",
  pt: "Português",
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

/** Maps a language tag such as `pt-PT`, `es_MX` or `FR` onto one of ours, if any. */
export function toLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}
