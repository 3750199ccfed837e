import { type CounterLabel, counterKey, counterProblem, countersOf, editableCounters } from "~/config/counter-values";
import { locationsIn } from "~/features/records/kinds/locations.server";
import { publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import { splitPublished } from "./catalogue-content.server";
import { overtaken, recordDigest } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { sourceLanguage } from "./content-store.server";

/**
 * The home page's counters in the content editor (docs/staff.md#counters): their values as the drafts would leave
 * them, and a form's values kept as drafts, like every text until someone publishes.
 */

const textOf = (label: CounterLabel) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: counterKey(label),
});

/** Each counter's value with the drafts applied, and which ones are drafted. */
export async function draftedCounters() {
  const drafts = splitPublished(await contentStore().drafts()).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  const counters = countersOf(fields, locationsIn(fields).filter((location) => location.shown).length);
  return {
    counters,
    drafted: new Set(editableCounters.filter((label) => drafts[counterKey(label)] !== undefined)),
    /** What the form showed: a save over someone else's since is refused. */
    digest: recordDigest(Object.fromEntries(counters.map(({ label, value }) => [label, String(value)]))),
  };
}

/**
 * Keeps the form's values as drafts (those that differ from the site's); a value that is not a whole number is
 * refused, with the counter it was given for, and nothing is kept; so are values shown before someone else saved the
 * counters (`changed`).
 */
export async function saveCounters(
  form: FormData,
  accountId: string,
): Promise<{ ok: true } | { ok: false; changed: true } | { ok: false; label: CounterLabel; found: string }> {
  if (overtaken(form, (await draftedCounters()).digest)) return { ok: false, changed: true };
  const values = editableCounters.map((label) => ({ label, value: String(form.get(label) ?? "").trim() }));
  const wrong = values.find(({ value }) => counterProblem(value));
  if (wrong) return { ok: false, label: wrong.label, found: wrong.value };
  for (const { label, value } of values) {
    await contentStore().saveDraft(textOf(label), value, liveText(textOf(label)) ?? "", accountId);
  }
  return { ok: true };
}
