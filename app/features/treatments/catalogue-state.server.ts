import { AsyncLocalStorage } from "node:async_hooks";
import { type CounterValue, countersOf } from "~/config/counter-values";
import { type DirectorRecord, physiciansOf } from "~/config/physician-records";
import type { Physician } from "~/config/physicians";
import { catalogueOf, type TreatmentRecord } from "~/config/treatment-catalogue";
import { servicePath } from "~/pages";

/**
 * The treatments, the counters and the physicians as pages show them now: the defaults with what the clinic published over them (the
 * content's live copy sets it at start-up and after each publish, on every instance), or, in a staff preview, with
 * the drafts too.
 */
interface Catalogue {
  treatments: readonly TreatmentRecord[];
  counters: readonly CounterValue[];
  physicians: readonly Physician[];
  director: DirectorRecord;
}
const catalogueFrom = (fields: Readonly<Record<string, string>>): Catalogue => {
  const { physicians, director } = physiciansOf(fields);
  return { treatments: catalogueOf(fields), counters: countersOf(fields), physicians, director };
};

let published: Readonly<Record<string, string>> = {};
let current = catalogueFrom({});
const preview = new AsyncLocalStorage<Catalogue>();

/** The published fields of the catalogue (`<kind>.<record>.<field>` → value, config/catalogue-records.ts). */
export function setPublishedCatalogue(fields: Readonly<Record<string, string>>) {
  published = fields;
  current = catalogueFrom(fields);
}

/** Renders `work` with the drafted fields over the published ones (the preview of the drafts). */
export function withCatalogueDrafts<T>(drafts: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T> {
  return preview.run(catalogueFrom({ ...published, ...drafts }), work);
}

/** Every treatment, shown or hidden, in list order. */
export const treatmentCatalogue = (): readonly TreatmentRecord[] => (preview.getStore() ?? current).treatments;

/** The home page's counters, as published (or drafted, in a preview). */
export const clinicCounters = (): readonly CounterValue[] => (preview.getStore() ?? current).counters;

/** Every physician the site names, as published (or drafted, in a preview). */
export const clinicPhysicians = (): readonly Physician[] => (preview.getStore() ?? current).physicians;

/** The clinical director as the about page presents her, as published (or drafted, in a preview). */
export const clinicDirector = (): DirectorRecord => (preview.getStore() ?? current).director;

/**
 * The catalogue as it would be with these fields over what is published (what a publish is checked against); a field
 * given `null` is no longer published (a treatment the clinic added and a revert takes away).
 */
export function catalogueWith(fields: Readonly<Record<string, string | null>>) {
  const next: Record<string, string> = { ...published };
  for (const [key, value] of Object.entries(fields)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  return { treatments: catalogueOf(next), physicianProblems: physiciansOf(next).problems };
}

/** The fields as published (absent: the default). */
export const publishedCatalogueFields = () => published;

/** The shown treatment whose public slug this is. */
export const shownTreatmentOfSlug = (slug: string) =>
  treatmentCatalogue().find((record) => record.shown && record.slug === slug);

/** The addresses of the shown treatments' pages, in list order (the sitemap's). */
export const shownTreatmentPaths = () =>
  treatmentCatalogue()
    .filter((record) => record.shown)
    .map((record) => servicePath(record.slug));
