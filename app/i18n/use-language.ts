import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { defaultLanguage, isLanguage, type Language } from "./languages";
import { localizedPath, splitLanguagePath } from "./localized-path";

/**
 * The language of the page being shown (each i18next instance holds exactly one); English where i18next has none yet
 * (the server's own error page, before any page's texts).
 */
export function useLanguage(): Language {
  const { language } = useTranslation().i18n;
  return isLanguage(language) ? language : defaultLanguage;
}

/**
 * This page's address in `language`, keeping the query (but not a `lng` override, nor the `dropped` parameters:
 * one-time messages such as the inbox's `done`) and hash.
 */
export function usePathIn(dropped: readonly string[] = []) {
  const { pathname, search, hash } = useLocation();
  const { path } = splitLanguagePath(pathname);
  const params = new URLSearchParams(search);
  for (const name of ["lng", ...dropped]) params.delete(name);
  const query = params.size ? `?${params}` : "";
  return (language: Language) => `${localizedPath(language, path)}${query}${hash}`;
}
