import type LanguageDetector from "i18next-browser-languagedetector";
import { type Language, languageCookie, languageStorageKey } from "./languages";

let detector: Promise<LanguageDetector> | undefined;

/**
 * Remembers the visitor's language as docs/product.md#languages names it: localStorage and a 7-day cookie.
 * The detector that writes both is loaded on the first choice, not with the page.
 */
export function rememberLanguage(language: Language): Promise<void> {
  detector ??= import("i18next-browser-languagedetector").then(
    ({ default: Detector }) =>
      new Detector(undefined, {
        caches: ["localStorage", "cookie"],
        lookupLocalStorage: languageStorageKey,
        lookupCookie: languageCookie.name,
        cookieMinutes: languageCookie.maxAgeSeconds / 60,
        // Lax, not Strict: a visitor arriving from a search engine must be recognised too.
        // Secure over HTTPS: the cookie never travels unencrypted.
        cookieOptions: { path: "/", sameSite: "lax", secure: window.location.protocol === "https:" },
      }),
  );
  // Should the file not load (offline), the choice still holds in the address; a later choice tries again.
  return detector.then(
    (instance) => instance.cacheUserLanguage(language),
    () => {
      detector = undefined;
    },
  );
}
