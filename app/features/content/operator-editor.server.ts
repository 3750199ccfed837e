import type { CountryCode } from "~/config/clinic";
import {
  type OperatorField,
  type OperatorProblem,
  operatorFieldsFrom,
  operatorFieldsOf,
  operatorKey,
  operatorProblems,
  operatorsAsWritten,
  tidyOperatorValue,
} from "~/config/operator-records.server";
import { physiciansOf } from "~/config/physician-records";
import { publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import { splitPublished } from "./catalogue-content.server";
import { overtaken, recordDigest } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { sourceLanguage } from "./content-store.server";

/**
 * A country's legal identity in the content editor (docs/staff.md#legal-identity): its operator's fields as the drafts
 * would leave them, and a form's values kept as drafts, like every text until someone publishes. A form whose values
 * break the operator's rules (those of the server's start-up check, and a medical director registered in the
 * country among the physicians as drafted) keeps nothing and says which field and why.
 */

const textOf = (country: CountryCode, field: OperatorField) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: operatorKey(country, field),
});

/** A country's operator as the drafts would leave it, which fields are drafted, and the physicians to direct it. */
export async function draftedOperator(country: CountryCode) {
  const drafts = splitPublished(await contentStore().drafts()).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  const values = operatorFieldsFrom(country, fields);
  return {
    country,
    values,
    drafted: operatorFieldsOf(country).filter((field) => drafts[operatorKey(country, field)] !== undefined),
    physicians: physiciansOf(fields, operatorsAsWritten(fields)).physicians,
    /** What the form showed: a save over someone else's since is refused (`recordDigest`). */
    digest: recordDigest(values),
  };
}

export type DraftedOperator = Awaited<ReturnType<typeof draftedOperator>>;

/**
 * Keeps the form's values as drafts (those that differ from the site's); values that break the operator's rules are
 * refused, each with its field, and nothing is kept; so is a form shown before someone else saved this operator
 * (`changed`: the page shows theirs).
 */
export async function saveOperator(
  operator: DraftedOperator,
  form: FormData,
  accountId: string,
): Promise<
  | { ok: true }
  | { ok: false; changed: true }
  | { ok: false; problems: OperatorProblem[]; values: Record<OperatorField, string> }
> {
  if (overtaken(form, operator.digest)) return { ok: false, changed: true };
  const { country } = operator;
  const values = { ...operator.values };
  for (const field of operatorFieldsOf(country)) {
    values[field] = tidyOperatorValue(field, String(form.get(field) ?? "").replaceAll("\r\n", "\n"));
  }
  const problems = operatorProblems(country, values, operator.physicians);
  if (problems.length > 0) return { ok: false, problems, values };
  for (const field of operatorFieldsOf(country)) {
    const text = textOf(country, field);
    await contentStore().saveDraft(text, values[field], liveText(text) ?? "", accountId);
  }
  return { ok: true };
}
