import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Language } from "./languages";
import { localizedPath, splitLanguagePath } from "./localized-path";

/** The language of the page being shown (each i18next instance holds exactly one). */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
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
