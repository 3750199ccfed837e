import type { RouterContextProvider } from "react-router";
import { type PageId, pages } from "~/pages";
import { languageContext } from "./language-middleware.server";
import { bundlesFor } from "./resources.server";

/** What every page loader returns: its language and the texts of the namespaces its page declares. */
export function pageData(context: Readonly<RouterContextProvider>, page: PageId) {
  const { language } = context.get(languageContext);
  return { language, i18n: bundlesFor(language, pages[page].namespaces) };
}
