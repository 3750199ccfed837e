import { type Language, languages } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";
import { checkAnyText, checkVisitorText } from "./publicity-rules";
import { compareWithEnglish } from "./reference-rules";
import { entriesOf, leavesOf, type TextProblem } from "./text-problem";
import { checkTreatmentTexts, type TreatedAs } from "./treatment-text-rules";
import { checkTypography } from "./typography-rules";

export { problemLine, type TextProblem, type TextRule, textRules } from "./text-problem";

/**
 * Every rule the site's texts keep, applied to the texts of all languages at once, as the content editor
 * publishes them and as the repository's tests check its own files: English is the reference the others
 * are compared with. No problem, an empty list.
 */
export function checkTexts(texts: Record<Language, Bundles>, treatments?: readonly TreatedAs[]): TextProblem[] {
  const english = texts.en;
  const problems = languages.flatMap((language) => [
    ...(language === "en" ? [] : compareWithEnglish(language, english, texts[language])),
    ...namespacesOf(texts[language]).flatMap((namespace) => checkNamespace(language, namespace, texts[language])),
    ...checkTreatmentTexts(language, texts[language], treatments),
  ]);
  return distinct(problems);
}

/** The staff's pages and e-mails are not publicity: their texts keep the rules of typography, not of wording. */
const isVisitorFacing = (namespace: Namespace) => namespace !== "staff";

const namespacesOf = (bundles: Bundles) => Object.keys(bundles) as Namespace[];

function checkNamespace(language: Language, namespace: Namespace, bundles: Bundles): TextProblem[] {
  const bundle = bundles[namespace];
  const notText = leavesOf(bundle ?? {})
    .filter(([, value]) => typeof value !== "string")
    .map(([key]) => ({ language, namespace, key, rule: "not_text" as const }));
  const inTexts = entriesOf(bundle).flatMap((entry) =>
    [
      ...checkTypography(language, entry.text),
      ...checkAnyText(entry.text),
      ...(isVisitorFacing(namespace) ? checkVisitorText(language, namespace, entry) : []),
    ].map((found) => ({ language, namespace, key: entry.key, ...found })),
  );
  return [...notText, ...inTexts];
}

/**
 * A treatment's missing text, or its picture's missing description, is found both against English and by the
 * treatments' own rules: told once, as the treatments' rules tell it, not as a translation missing.
 */
function distinct(problems: TextProblem[]): TextProblem[] {
  const place = (problem: TextProblem) => JSON.stringify([problem.language, problem.namespace, problem.key]);
  const undescribed = new Set(
    problems.filter(({ rule }) => rule === "image_alt_missing" || rule === "treatment_text_missing").map(place),
  );
  const seen = new Set<string>();
  return problems.filter((problem) => {
    if (problem.rule === "missing_key" && undescribed.has(place(problem))) return false;
    const id = JSON.stringify([problem.language, problem.namespace, problem.key, problem.rule, problem.detail]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
