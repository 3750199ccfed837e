import { type Language, languages } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";
import { markupFindings } from "~/i18n/text-markup";
import { checkAnyText, checkVisitorText } from "./publicity-rules";
import { compareWithEnglish } from "./reference-rules";
import { lengthFindings, textLimitOf } from "./text-limits";
import { entriesOf, leavesOf, type TextEntry, type TextProblem, textAt } from "./text-problem";
import { checkTreatmentTexts, type TreatedAs } from "./treatment-text-rules";
import { checkTypography } from "./typography-rules";

export { problemLine, type TextProblem, type TextRule, textRules } from "./text-problem";

/**
 * Every rule the site's texts keep, applied to the texts of all languages at once, as the content editor
 * publishes them and as the repository's tests check its own files: English is the reference the others
 * are compared with. No problem, an empty list.
 *
 * `defaults`, the repository's texts, when `texts` are the clinic's: each text then carries exactly the markup of the
 * repository's text for its key and language (app/i18n/text-markup.ts), not of the English as edited, which an editor
 * changes too. Without them (the repository's own files), each text's markup is compared with English.
 */
export function checkTexts(
  texts: Record<Language, Bundles>,
  treatments?: readonly TreatedAs[],
  defaults?: Record<Language, Bundles>,
): TextProblem[] {
  const english = texts.en;
  const problems = languages.flatMap((language) => [
    ...(language === "en" ? [] : compareWithEnglish(language, english, texts[language], { tags: !defaults })),
    ...namespacesOf(texts[language]).flatMap((namespace) =>
      checkNamespace(language, namespace, texts[language], defaults?.[language]),
    ),
    ...checkTreatmentTexts(language, texts[language], treatments),
  ]);
  return distinct(problems);
}

/** The staff's pages and e-mails are not publicity: their texts keep the rules of typography, not of wording. */
const isVisitorFacing = (namespace: Namespace) => namespace !== "staff";

const namespacesOf = (bundles: Bundles) => Object.keys(bundles) as Namespace[];

function checkNamespace(
  language: Language,
  namespace: Namespace,
  bundles: Bundles,
  defaults: Bundles | undefined,
): TextProblem[] {
  const bundle = bundles[namespace];
  const notText = leavesOf(bundle ?? {})
    .filter(([, value]) => typeof value !== "string")
    .map(([key]) => ({ language, namespace, key, rule: "not_text" as const }));
  const inTexts = entriesOf(bundle).flatMap((entry) =>
    textFindings(language, namespace, entry, defaults).map((found) => ({
      language,
      namespace,
      key: entry.key,
      ...found,
    })),
  );
  return [...notText, ...inTexts];
}

/**
 * What one text breaks of the rules a text keeps on its own (its markup, typography, wording, length): what the
 * editor shows beside a field once a draft is saved, before any publish. The treatments' lengths are their own
 * rules' (treatment-text-rules.ts), told with the rest of the treatment.
 */
export function textFindings(
  language: Language,
  namespace: Namespace,
  entry: TextEntry,
  defaults: Bundles | undefined,
) {
  return [
    ...checkMarkup(namespace, entry, defaults),
    ...checkTypography(language, entry.text),
    ...checkAnyText(entry.text),
    ...(isVisitorFacing(namespace) ? checkVisitorText(language, namespace, entry) : []),
    ...(namespace === "treatments" ? [] : lengthFindings(textLimitOf(namespace, entry.key), entry.text)),
  ];
}

/** The text's tags against its default's, or, for the repository's own files, its own (well formed, no attribute). */
const checkMarkup = (namespace: Namespace, { key, text }: TextEntry, defaults: Bundles | undefined) =>
  markupFindings(text, defaults ? textAt(defaults[namespace], key) : text);

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
