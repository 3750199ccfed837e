import { type Language, languages } from "~/i18n/languages";
import type { Bundles } from "~/i18n/namespaces";
import { currentTexts, defaultTexts, textAt, withText } from "~/i18n/resources.server";
import type { TextChange } from "./content-store.server";
import { checkTexts, type TextProblem } from "./text-rules";

export type { TextProblem };

/**
 * The rules the repository's tests apply to its texts, applied to the texts as a publish would leave them (what is
 * published now with the changes over it): the problems, none when it may be published.
 */
export function publishProblems(changes: readonly TextChange[]): TextProblem[] {
  const texts = Object.fromEntries(languages.map((language) => [language, { ...currentTexts(language) }])) as Record<
    Language,
    Bundles
  >;
  for (const change of changes) {
    const bundles = texts[change.language];
    const value = change.after ?? textAt(defaultTexts(change.language)[change.namespace], change.key) ?? "";
    bundles[change.namespace] = withText(bundles[change.namespace] ?? {}, change.key.split("."), value);
  }
  return checkTexts(texts);
}
