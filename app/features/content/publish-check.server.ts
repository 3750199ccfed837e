import { recordKindOf } from "~/config/catalogue-records";
import { physicianKey } from "~/config/physician-records";
import { defaultCatalogue } from "~/config/treatment-catalogue";
import { catalogueWith } from "~/features/treatments/catalogue-state.server";
import { type Language, languages } from "~/i18n/languages";
import type { Bundles } from "~/i18n/namespaces";
import { currentTexts, withText } from "~/i18n/resources.server";
import { defaultText } from "./catalogue-content.server";
import { sourceLanguage, type TextChange } from "./content-store.server";
import { checkTexts, type TextProblem } from "./text-rules";

export type { TextProblem };

/**
 * The rules the repository's tests apply to its texts, applied to the texts as a publish would leave them (what is
 * published now with the changes over it): the problems, none when it may be published. The treatments checked are
 * the catalogue's as the publish would leave it: every one shown, and every one the repository has.
 */
export function publishProblems(changes: readonly TextChange[]): TextProblem[] {
  const texts = Object.fromEntries(languages.map((language) => [language, { ...currentTexts(language) }])) as Record<
    Language,
    Bundles
  >;
  const fields: Record<string, string | null> = {};
  const fieldProblems: TextProblem[] = [];
  for (const change of changes) {
    if (change.namespace === "catalogue") {
      // Back to the default; none for a treatment the clinic added: the field is gone.
      const value = change.after ?? defaultText(change) ?? null;
      fields[change.key] = value;
      // A field of a kind of record (config/catalogue-records.ts); any other key is none the site reads.
      const kind = recordKindOf(change.key);
      const rule = value !== null && (kind ? kind.problemOf(change.key, value) : "catalogue_field");
      if (rule) {
        const { language, key } = change;
        fieldProblems.push({ language, namespace: "catalogue", key, rule, detail: { found: value ?? "" } });
      }
      continue;
    }
    const bundles = texts[change.language];
    // Back to the default; a text the repository does not have (a treatment the clinic added) is gone.
    const value = change.after ?? defaultText(change);
    bundles[change.namespace] = withText(bundles[change.namespace] ?? {}, change.key.split("."), value);
  }
  const repository = new Set(defaultCatalogue.map(({ key }) => key));
  const next = catalogueWith(fields);
  const treatments = next.treatments.filter((record) => record.shown || repository.has(record.key));
  // The physicians as the publish would leave them: each field, each registration, each clinic's medical director.
  const physicianProblems = next.physicianProblems.map(
    ({ id, field, rule, detail }): TextProblem => ({
      language: sourceLanguage,
      namespace: "catalogue",
      key: physicianKey(id, field),
      rule,
      ...(detail ? { detail } : {}),
    }),
  );
  return [...fieldProblems, ...physicianProblems, ...checkTexts(texts, treatments)];
}
