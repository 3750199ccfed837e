import type LanguageDetector from "i18next-browser-languagedetector";
import { isLanguage, type Language, languageCookie, languageStorageKey } from "./languages";

let detector: Promise<LanguageDetector> | undefined;

/**
 * Loads the detector that writes the choice (not with the page: when the language links show, so that a choice
 * is stored at once).
 */
function loadDetector(): Promise<LanguageDetector> {
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
  return detector;
}

/** Starts loading what `rememberLanguage` needs, so that a choice waits for nothing. */
export function prepareLanguageStorage() {
  loadDetector().catch(() => {
    detector = undefined;
  });
}

/**
 * Remembers the visitor's language as docs/product.md#languages names it: localStorage and a 7-day cookie.
 * Resolves once both are written: the page of the new language is asked for only then, so that the server (which
 * reads the cookie for an unprefixed, English address) answers in the language just chosen.
 */
export function rememberLanguage(language: Language): Promise<void> {
  // Should the file not load (offline), the choice still holds in the address; a later choice tries again.
  return loadDetector().then(
    (instance) => instance.cacheUserLanguage(language),
    () => {
      detector = undefined;
    },
  );
}

/** The language stored in localStorage (`i18nextLng`), if any: it outlives the 7-day cookie, which the server reads. */
export function storedLanguage(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(languageStorageKey);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage refused (a privacy mode): nothing stored.
    return undefined;
  }
}
