import { AsyncLocalStorage } from "node:async_hooks";
import { catalogueOf, type TreatmentRecord } from "~/config/treatment-catalogue";
import { servicePath } from "~/pages";

/**
 * The treatments as pages list them now: the defaults with what the clinic published over them (the content's live
 * copy sets it at start-up and after each publish, on every instance), or, in a staff preview, with the drafts too.
 */
let published: Readonly<Record<string, string>> = {};
let current: readonly TreatmentRecord[] = catalogueOf({});
const preview = new AsyncLocalStorage<readonly TreatmentRecord[]>();

/** The published fields of the catalogue (`treatments.<key>.<field>` → value). */
export function setPublishedCatalogue(fields: Readonly<Record<string, string>>) {
  published = fields;
  current = catalogueOf(fields);
}

/** Renders `work` with the drafted fields over the published ones (the preview of the drafts). */
export function withCatalogueDrafts<T>(drafts: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T> {
  return preview.run(catalogueOf({ ...published, ...drafts }), work);
}

/** Every treatment, shown or hidden, in list order. */
export const treatmentCatalogue = (): readonly TreatmentRecord[] => preview.getStore() ?? current;

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
  return catalogueOf(next);
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
