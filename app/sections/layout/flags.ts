import type { Language } from "~/i18n/languages";

/** The flag shown beside each language: the country of its locale (en-US, pt-BR, pt-PT, …). */
const flagCountry: Record<Language, string> = { en: "us", pt: "br", "pt-PT": "pt", es: "es", fr: "fr", it: "it" };

export const flagOf = (language: Language) => `/images/flags/${flagCountry[language]}.svg`;
