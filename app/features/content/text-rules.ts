import type { Language } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";

/**
 * TEMPORARY stand-in for the text rules another branch brings (drop this commit at the merge): the same shape, and
 * no rule yet, so that every publish passes.
 */
export type TextProblem = {
  language: Language;
  namespace: Namespace;
  key: string;
  rule: string;
  detail?: Record<string, string | number>;
};

export function checkTexts(_texts: Record<Language, Bundles>): TextProblem[] {
  return [];
}
