import type { RouterContextProvider } from "react-router";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Namespace } from "~/i18n/namespaces";
import { bundlesFor } from "~/i18n/resources.server";

/** What every page loader returns: its language and the texts of the namespaces it renders. */
export function pageData(context: Readonly<RouterContextProvider>, namespaces: readonly Namespace[]) {
  const { language } = context.get(languageContext);
  return { language, i18n: bundlesFor(language, namespaces) };
}
