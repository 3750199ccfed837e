import { defaultLanguage, isLanguage, type Language } from "./languages";

/** Splits a pathname into its language prefix (if any) and the path within the language. */
export function splitLanguagePath(pathname: string): { prefix: Language | undefined; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  if (isLanguage(first) && first !== defaultLanguage) {
    return { prefix: first, path: `/${rest.join("/")}` };
  }
  return { prefix: undefined, path: pathname || "/" };
}

/** The URL of `path` (written without prefix, e.g. `/about-us`) in `language`. */
export function localizedPath(language: Language, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (language === defaultLanguage) return clean;
  return clean === "/" ? `/${language}` : `/${language}${clean}`;
}
