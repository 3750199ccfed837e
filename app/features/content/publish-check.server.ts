import { defaultCatalogue } from "~/config/treatment-catalogue";
import { catalogueKindOf } from "~/features/records/kinds.server";
import { recordChecks } from "~/features/records/record-checks.server";
import { catalogueWith } from "~/features/records/record-state.server";
import { type Language, languages } from "~/i18n/languages";
import type { Bundles } from "~/i18n/namespaces";
import { allTexts, currentTexts, withText } from "~/i18n/resources.server";
import { defaultText } from "./catalogue-content.server";
import type { TextChange } from "./content-store.server";
import { checkTexts, type TextProblem } from "./text-rules";

export type { TextProblem };

/**
 * The rules the repository's tests apply to its texts, applied to the texts as a publish would leave them (what is
 * published now with the changes over it): the problems, none when it may be published. The treatments checked are
 * the catalogue's as the publish would leave it: every one shown, and every one the repository has.
 */
export function publishProblems(changes: readonly TextChange[]): TextProblem[] {
  const { texts, fields } = publishedWith(changes);
  const next = catalogueWith(fields);
  const records = recordChecks(next.fields, texts);
  // Each field changed, by its kind of record (features/records/kinds.server.ts); any other key is none the site
  // reads. The records' own rules are their kinds' (recordChecks).
  const fieldProblems = changes.flatMap((change): TextProblem[] => {
    const value = fields[change.key];
    if (change.namespace !== "catalogue" || value === null || value === undefined) return [];
    const kind = catalogueKindOf(change.key);
    const rule = kind ? kind.problemOf(change.key) : "catalogue_field";
    if (!rule) return [];
    return [{ language: change.language, namespace: "catalogue", key: change.key, rule, detail: { found: value } }];
  });
  const repository = new Set(defaultCatalogue.map(({ key }) => key));
  const treatments = next.treatments.filter((record) => record.shown || repository.has(record.key));
  return [
    ...fieldProblems,
    ...records.problems,
    ...withoutRecordTexts(checkTexts(texts, treatments, allTexts()), records.owned),
  ];
}

/**
 * What a publish of `changes` would leave: every language's texts (what is published now with the changes over it,
 * as written), and the catalogue fields it changes (`null`: no longer published, for a treatment the clinic added).
 */
export function publishedWith(changes: readonly TextChange[]): {
  texts: Record<Language, Bundles>;
  fields: Record<string, string | null>;
} {
  const texts = Object.fromEntries(languages.map((language) => [language, { ...currentTexts(language) }])) as Record<
    Language,
    Bundles
  >;
  const fields: Record<string, string | null> = {};
  for (const change of changes) {
    if (change.namespace === "catalogue") {
      // Back to the default; none for a treatment the clinic added: the field is gone.
      fields[change.key] = change.after ?? defaultText(change) ?? null;
      continue;
    }
    const bundles = texts[change.language];
    // Back to the default; a text the repository does not have (a treatment the clinic added) is gone.
    const value = change.after ?? defaultText(change);
    bundles[change.namespace] = withText(bundles[change.namespace] ?? {}, change.key.split("."), value);
  }
  return { texts, fields };
}

/**
 * A city's name or a brand's description missing is told once, as the location's or the brand's rule tells it, not
 * as a translation missing.
 */
const withoutRecordTexts = (problems: TextProblem[], own: Set<string>) =>
  problems.filter((problem) => !(problem.rule === "missing_key" && own.has(`${problem.namespace}:${problem.key}`)));
