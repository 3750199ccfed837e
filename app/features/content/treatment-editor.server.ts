import { type Location, locations } from "~/config/clinic";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { availabilityFor } from "~/config/treatment-availability";
import {
  type CatalogueField,
  catalogueFields,
  catalogueOf,
  fieldKey,
  fieldValue,
  groupIds,
  imageAltField,
  newKeyPattern,
  type TreatmentRecord,
  treatmentTextFields,
} from "~/config/treatment-catalogue";
import type { ServiceGroup } from "~/config/treatments";
import type { PictureProblem } from "~/features/pictures/picture-conversion.server";
import { keepUploadedPicture } from "~/features/pictures/picture-upload.server";
import { locationsIn } from "~/features/records/kinds/locations.server";
import { allLocations, publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import type { Language } from "~/i18n/languages";
import { splitPublished } from "./catalogue-content.server";
import { fieldName, overtaken, recordDigest, saveTexts, sectionEditorOf } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { type Draft, sourceLanguage } from "./content-store.server";

/**
 * The treatments in the content editor (docs/staff.md#treatments): the catalogue as the drafts would leave it, one
 * treatment's settings (its cards, place, shown, test, where not offered) and its four texts in a language, a new
 * treatment added. Everything is a draft until someone publishes, like the texts.
 */

const catalogueDrafts = (drafts: readonly Draft[]) => splitPublished(drafts).catalogue;

/** The catalogue as it would be published with the drafts: what the staff's treatment pages show. */
export async function draftedCatalogue(): Promise<{ records: TreatmentRecord[]; drafted: Set<string> }> {
  const drafts = catalogueDrafts(await contentStore().drafts());
  const drafted = new Set(
    Object.keys(drafts)
      .filter((key) => key.startsWith("treatments."))
      .map((key) => key.split(".")[1] ?? ""),
  );
  const fields = { ...publishedCatalogueFields(), ...drafts };
  return { records: catalogueOf(fields, locationsIn(fields)), drafted };
}

export async function draftedTreatment(key: string): Promise<TreatmentRecord | undefined> {
  return (await draftedCatalogue()).records.find((record) => record.key === key);
}

/** A treatment's texts: its four, and the description of its picture when it has one. */
const textsOf = ({ key, image }: Pick<TreatmentRecord, "key" | "image">) =>
  [...treatmentTextFields, ...(image ? [imageAltField] : [])].map((field) => ({
    namespace: "treatments" as const,
    key: `${key}.${field}`,
  }));

/** A treatment's texts in `language`, as the texts' editor shows a section's. */
export function treatmentTexts(record: TreatmentRecord, language: Language) {
  return sectionEditorOf(textsOf(record), language, withinTreatment);
}

/** A treatment's text named within its form: by its field (`title`, `summary`, …). */
const withinTreatment = (text: { key: string }) => [text.key.split(".").at(-1) ?? ""];

/** Keeps as drafts the treatment's texts its form changed; returns how many, and the texts changed meanwhile. */
export function saveTreatmentTexts(record: TreatmentRecord, language: Language, form: FormData, accountId: string) {
  return saveTexts(textsOf(record), language, form, accountId, withinTreatment);
}

/**
 * An uploaded picture as the treatment's own (a draft, like its other fields): checked and converted
 * (picture-conversion.server.ts), kept in the database, then named by the treatment's `image` field. The refusal's
 * reason when the file is not a picture the page can use.
 */
export async function saveImage(
  record: TreatmentRecord,
  file: FormDataEntryValue | null,
  accountId: string,
): Promise<PictureProblem | null> {
  const kept = await keepUploadedPicture(file, "treatment", accountId);
  if (!kept.ok) return kept.problem;
  await draftFields({ ...record, image: kept.id }, accountId);
  return null;
}

/** The treatment's page goes back to its card's illustration (a draft; the picture stays kept for the history). */
export async function removeImage(record: TreatmentRecord, accountId: string) {
  await draftFields({ ...record, image: null }, accountId);
}

/** Why a key cannot be a new treatment's, if it cannot (it is the page's public address). */
export function newKeyProblem(
  key: string,
  records: readonly TreatmentRecord[],
): "key_invalid" | "key_taken" | "key_brand" | null {
  if (!newKeyPattern.test(key) || key.length > 60) return "key_invalid";
  // An address is public: it never names a prescription-only medicine's brand.
  if (prescriptionBrandsIn(key).length > 0) return "key_brand";
  if (records.some((record) => record.key === key || record.slug === key)) return "key_taken";
  return null;
}

/** Drafts a treatment's fields (those that differ from what it shows now). */
async function draftFields(record: TreatmentRecord, accountId: string) {
  const store = contentStore();
  for (const field of catalogueFields) {
    const text = { language: sourceLanguage, namespace: "catalogue" as const, key: fieldKey(record.key, field) };
    await store.saveDraft(text, fieldValue(record, field), liveText(text) ?? "", accountId);
  }
}

/** A new treatment, shown in `group` after the others: a draft, with its texts to write before it can be published. */
export async function addTreatment(key: string, group: ServiceGroup, accountId: string) {
  const { records } = await draftedCatalogue();
  const last = Math.max(0, ...records.map((record) => record.order));
  await draftFields(
    {
      key: key as TreatmentRecord["key"],
      slug: key,
      groups: [group],
      order: last + 10,
      shown: true,
      test: false,
      notOffered: [],
      image: null,
    },
    accountId,
  );
}

/** The settings form of a treatment, read: what the record becomes (unchanged where the form says nothing valid). */
export function settingsFrom(
  record: TreatmentRecord,
  form: FormData,
  all: readonly Location[] = locations,
): TreatmentRecord {
  const groups = groupIds.filter((group) => form.getAll("groups").includes(group));
  const order = Number(form.get("order"));
  const places = new Set(all.map(({ id }) => id).filter((id) => form.getAll("not_offered").includes(id)));
  const placesOf = (rules: TreatmentRecord["notOffered"]) =>
    availabilityFor(rules, all).notOffered.map(({ location }) => location.id);
  // A country's rule (with its reason) stays while every location of the country stays ticked.
  const rules = record.notOffered.filter((rule) => placesOf([rule]).every((id) => places.has(id)));
  const covered = new Set(placesOf(rules));
  const added = [...places].filter((id) => !covered.has(id)).map((location) => ({ location }));
  return {
    ...record,
    groups: groups.length > 0 ? groups : record.groups,
    order: Number.isInteger(order) && order >= 0 && order < 1_000_000 ? order : record.order,
    shown: form.get("shown") === "yes",
    test: form.get("test") === "yes",
    notOffered: [...rules, ...added],
  };
}

/** A treatment's settings as its form showed them (its picture has its own form). */
export const settingsDigest = (record: TreatmentRecord) =>
  recordDigest(Object.fromEntries(catalogueFields.map((field) => [field, fieldValue(record, field)])), ["image"]);

/**
 * Keeps the settings form's values as drafts; false, keeping nothing, when the form showed the settings before
 * someone else saved them.
 */
export async function saveSettings(record: TreatmentRecord, form: FormData, accountId: string) {
  if (overtaken(form, settingsDigest(record))) return false;
  await draftFields(settingsFrom(record, form, allLocations()), accountId);
  return true;
}

export type { CatalogueField };
export { fieldName };
