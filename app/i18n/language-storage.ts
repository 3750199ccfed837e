import { stringifySetCookie } from "cookie";
import { isLanguage, type Language, languageCookie, languageStorageKey } from "./languages";

/**
 * Remembers the visitor's language as docs/product.md#languages names it: localStorage (`i18nextLng`) and a 7-day
 * cookie (`i18next`), which the server reads for an unprefixed, English address. Both are written before the page of
 * the new language is asked for, so that the server answers in the language just chosen.
 */
export function rememberLanguage(language: Language) {
  try {
    window.localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage refused (a privacy mode): the cookie and the address still hold the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the server must read the choice; Cookie Store is not in every browser
  document.cookie = stringifySetCookie({
    name: languageCookie.name,
    value: language,
    path: "/",
    maxAge: languageCookie.maxAgeSeconds,
    // Lax, not Strict: a visitor arriving from a search engine must be recognised too.
    sameSite: "lax",
    // Over HTTPS the cookie never travels unencrypted.
    secure: window.location.protocol === "https:",
  });
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
