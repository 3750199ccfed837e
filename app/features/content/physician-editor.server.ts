import {
  fieldsOf,
  formProblems,
  type PhysicianField,
  type PhysicianProblem,
  physicianFieldsFrom,
  physicianIds,
  physicianKey,
} from "~/config/physician-records";
import { clinicalDirector, type PhysicianId } from "~/config/physicians";
import type { PictureProblem } from "~/features/pictures/picture-conversion.server";
import { keepUploadedPicture } from "~/features/pictures/picture-upload.server";
import { publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import { splitPublished } from "./catalogue-content.server";
import { overtaken, recordDigest } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { sourceLanguage } from "./content-store.server";

/**
 * The physicians in the content editor (docs/staff.md#physicians): their fields as the drafts would leave them, and
 * a form's values kept as drafts, like every text until someone publishes. A form whose values break a physician's
 * rules keeps nothing and says which field and why; the rules across physicians (each clinic's medical director
 * registered in its country) are the publish's.
 */

const textOf = (id: PhysicianId, field: PhysicianField) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: physicianKey(id, field),
});

/** The physician's id, if this is one (an address's). */
export const physicianIdOf = (value: string | undefined) => physicianIds.find((id) => id === value);

/** Every physician's fields with the drafts applied, and which of them are drafted. */
export async function draftedPhysicians() {
  const drafts = splitPublished(await contentStore().drafts()).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  return physicianIds.map((id) => {
    const values = physicianFieldsFrom(id, fields);
    return {
      id,
      director: id === clinicalDirector.id,
      values,
      drafted: fieldsOf(id).filter((field) => drafts[physicianKey(id, field)] !== undefined),
      /** What the form showed (the portrait has its own form): a save over someone else's since is refused. */
      digest: recordDigest(values, ["portrait"]),
    };
  });
}

export type DraftedPhysician = Awaited<ReturnType<typeof draftedPhysicians>>[number];

/** The fields a physician's form sends (the portrait has its own form). */
export const formFieldsOf = (id: PhysicianId) => fieldsOf(id).filter((field) => field !== "portrait");

/**
 * Keeps the form's values as drafts (those that differ from the site's); values that break a physician's rules are
 * refused, each with its field, and nothing is kept; so is a form shown before someone else saved this physician
 * (`changed`).
 */
export async function savePhysician(
  current: DraftedPhysician,
  form: FormData,
  accountId: string,
): Promise<
  | { ok: true }
  | { ok: false; changed: true }
  | { ok: false; problems: PhysicianProblem[]; values: Record<PhysicianField, string> }
> {
  if (overtaken(form, current.digest)) return { ok: false, changed: true };
  const { id } = current;
  const values = { ...current.values };
  for (const field of formFieldsOf(id)) {
    const sent = String(form.get(field) ?? "").replaceAll("\r\n", "\n");
    values[field] = field === "rqe" || field === "memberships" ? sent.trim() : sent.trim().replace(/\s+/g, " ");
  }
  const problems = formProblems(id, values);
  if (problems.length > 0) return { ok: false, problems, values };
  for (const field of formFieldsOf(id)) {
    const text = textOf(id, field);
    await contentStore().saveDraft(text, values[field], liveText(text) ?? "", accountId);
  }
  return { ok: true };
}

/**
 * An uploaded portrait as the clinical director's (a draft): checked and converted like a treatment's picture, kept
 * in the database, then named by her `portrait` field. The refusal's reason when the file is not a picture the page
 * can use.
 */
export async function savePortrait(file: FormDataEntryValue | null, accountId: string): Promise<PictureProblem | null> {
  const kept = await keepUploadedPicture(file, "portrait", accountId);
  if (!kept.ok) return kept.problem;
  const text = textOf(clinicalDirector.id, "portrait");
  await contentStore().saveDraft(text, kept.id, liveText(text) ?? "", accountId);
  return null;
}

/** The about page goes back to the repository's portrait (a draft; the picture stays kept for the history). */
export async function removePortrait(accountId: string) {
  const text = textOf(clinicalDirector.id, "portrait");
  await contentStore().saveDraft(text, "", liveText(text) ?? "", accountId);
}
