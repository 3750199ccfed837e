import {
  defaultPartners,
  newPartnerIdPattern,
  type PartnerField,
  type PartnerProblem,
  partnerFields,
  partnerFieldsFrom,
  partnerKey,
  partnerProblems,
  partnersOf,
  partnerTextKey,
} from "~/config/partner-records";
import type { PictureProblem } from "~/features/pictures/picture-conversion.server";
import { keepUploadedPicture } from "~/features/pictures/picture-upload.server";
import { publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import { type Language, languages } from "~/i18n/languages";
import { splitPublished } from "./catalogue-content.server";
import { draftFinder, overtaken, prefixed, recordDigest } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { sourceLanguage } from "./content-store.server";

/**
 * The partner brands in the content editor (docs/staff.md#partner-brands): each one's fields and its description in
 * the five languages, as the drafts would leave them; a form's values kept as drafts, like every text until someone
 * publishes; a logo uploaded; a new brand added. A form whose values break a brand's rules keeps nothing and says
 * which field and why.
 */

const fieldText = (id: string, field: PartnerField) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: partnerKey(id, field),
});
const descriptionText = (id: string, language: Language) => ({
  language,
  namespace: "home" as const,
  key: partnerTextKey(id),
});

/** Every brand (shown or hidden) as the drafts would leave it, with its fields, descriptions and drafted fields. */
export async function draftedPartners() {
  const stored = await contentStore().drafts();
  const draftOf = draftFinder(stored);
  const drafts = splitPublished(stored).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  const { all } = partnersOf(fields);
  // An added brand whose fields do not make one yet (a draft begun) is listed too, by its fields.
  const ids = [...new Set([...all.map(({ id }) => id), ...idsOfDrafts(drafts)])];
  return ids.map((id) => {
    const values = partnerFieldsFrom(id, fields);
    const descriptions = Object.fromEntries(
      languages.map((language) => [
        language,
        draftOf(language, descriptionText(id, language))?.value ?? liveText(descriptionText(id, language)) ?? "",
      ]),
    ) as Record<Language, string>;
    return {
      id,
      repository: defaultPartners.find((partner) => partner.id === id),
      values,
      descriptions,
      drafted: partnerFields.filter((field) => drafts[partnerKey(id, field)] !== undefined),
      /** What the form showed (the logo has its own form): a save over someone else's since is refused. */
      digest: recordDigest({ ...values, ...prefixed("description_", descriptions) }, ["logo"]),
    };
  });
}

const idsOfDrafts = (drafts: Readonly<Record<string, string>>) =>
  Object.keys(drafts).flatMap((key) => (key.startsWith("partners.") ? [key.split(".")[1] ?? ""] : []));

export type DraftedPartner = Awaited<ReturnType<typeof draftedPartners>>[number];

/** The fields the form sends: the logo has its own form. */
export const formFields = partnerFields.filter((field) => field !== "logo");

/**
 * Keeps the form's values as drafts (those that differ from the site's), and its descriptions; values that break the
 * brand's rules are refused, each with its field, and nothing is kept; so is a form shown before someone else saved
 * this brand (`changed`). A brand shown needs its logo: one added is refused until its logo is uploaded.
 */
export async function savePartner(
  partner: DraftedPartner,
  form: FormData,
  accountId: string,
): Promise<
  | { ok: true }
  | { ok: false; changed: true }
  | {
      ok: false;
      problems: PartnerProblem[];
      values: Record<PartnerField, string>;
      descriptions: Record<Language, string>;
    }
> {
  if (overtaken(form, partner.digest)) return { ok: false, changed: true };
  const values = { ...partner.values };
  for (const field of formFields) {
    values[field] =
      field === "shown"
        ? form.get("shown") === "yes"
          ? "yes"
          : "no"
        : String(form.get(field) ?? "")
            .trim()
            .replace(/\s+/g, " ");
  }
  const descriptions = Object.fromEntries(
    languages.map((language) => [
      language,
      String(form.get(`description_${language}`) ?? "")
        .trim()
        .replace(/\s+/g, " "),
    ]),
  ) as Record<Language, string>;
  // A hidden brand the clinic is still writing may lack its logo; one shown may not.
  const problems = partnerProblems(partner.id, values).filter(
    (problem) => problem.field !== "logo" || values.shown === "yes",
  );
  if (problems.length > 0) return { ok: false, problems, values, descriptions };
  const store = contentStore();
  for (const field of formFields) {
    const text = fieldText(partner.id, field);
    await store.saveDraft(text, values[field], liveText(text) ?? "", accountId);
  }
  for (const language of languages) {
    const text = descriptionText(partner.id, language);
    await store.saveDraft(text, descriptions[language], liveText(text) ?? "", accountId);
  }
  return { ok: true };
}

/**
 * An uploaded logo as the brand's (a draft): checked and converted like every picture (config/pictures.ts, kind
 * `logo`: whole, on a transparent ground), kept in the database, then named by the brand's `logo` field. The
 * refusal's reason when the file is not a picture the page can use.
 */
export async function savePartnerLogo(
  id: string,
  file: FormDataEntryValue | null,
  accountId: string,
): Promise<PictureProblem | null> {
  const kept = await keepUploadedPicture(file, "logo", accountId);
  if (!kept.ok) return kept.problem;
  const text = fieldText(id, "logo");
  await contentStore().saveDraft(text, kept.id, liveText(text) ?? "", accountId);
  return null;
}

/** A repository brand goes back to the site's own wordmark (a draft; the uploaded picture stays for the history). */
export async function restorePartnerLogo(id: string, accountId: string) {
  const repository = defaultPartners.find((partner) => partner.id === id);
  if (!repository) return;
  const text = fieldText(id, "logo");
  await contentStore().saveDraft(text, repository.logo, liveText(text) ?? "", accountId);
}

/** Why an id cannot be a new brand's, if it cannot (it names its description's texts, and never changes). */
export function newPartnerProblem(id: string, existing: readonly { id: string }[]): "id_invalid" | "id_taken" | null {
  if (!newPartnerIdPattern.test(id) || id.length > 40) return "id_invalid";
  if (existing.some((partner) => partner.id === id)) return "id_taken";
  return null;
}

/** A new brand, hidden until its name, descriptions and logo are there: a draft like every edit, last in the carousel. */
export async function addPartner(id: string, accountId: string, order: number) {
  const start: Partial<Record<PartnerField, string>> = { shown: "no", order: String(order) };
  for (const [field, value] of Object.entries(start)) {
    await contentStore().saveDraft(fieldText(id, field as PartnerField), value, "", accountId);
  }
}
