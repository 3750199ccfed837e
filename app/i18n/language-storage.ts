import LanguageDetector from "i18next-browser-languagedetector";
import { type Language, languageCookie, languageStorageKey } from "./languages";

let detector: LanguageDetector | undefined;

/** Remembers the visitor's language as docs/product.md#languages names it: localStorage and a 7-day cookie. */
export function rememberLanguage(language: Language) {
  detector ??= new LanguageDetector(undefined, {
    caches: ["localStorage", "cookie"],
    lookupLocalStorage: languageStorageKey,
    lookupCookie: languageCookie.name,
    cookieMinutes: languageCookie.maxAgeSeconds / 60,
    // Lax, not Strict: a visitor arriving from a search engine must be recognised too.
    cookieOptions: { path: "/", sameSite: "lax" },
  });
  detector.cacheUserLanguage(language);
}
