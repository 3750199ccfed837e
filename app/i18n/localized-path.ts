import { defaultLanguage, type Language, languageOfPrefix, urlPrefix } from "./languages";

/** Splits a pathname into its language prefix (if any) and the path within the language. */
export function splitLanguagePath(pathname: string): { prefix: Language | undefined; path: string } {
  const [, first = "", ...rest] = pathname.split("/");
  const language = languageOfPrefix(first);
  if (language && language !== defaultLanguage) {
    return { prefix: language, path: `/${rest.join("/")}` };
  }
  return { prefix: undefined, path: pathname || "/" };
}

/** The URL of `path` (written without prefix, e.g. `/about-us`) in `language`. */
export function localizedPath(language: Language, path: string): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (language === defaultLanguage) return clean;
  return clean === "/" ? `/${urlPrefix(language)}` : `/${urlPrefix(language)}${clean}`;
}
