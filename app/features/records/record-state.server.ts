import { AsyncLocalStorage } from "node:async_hooks";
import type { CounterValue } from "~/config/counter-values";
import type { Operator } from "~/config/legal-identity";
import type { LocationRecord } from "~/config/location-records";
import type { DirectorRecord, Physician } from "~/config/physicians";
import type { TreatmentRecord } from "~/config/treatment-catalogue";
import { type ClosureRecord, closuresIn } from "~/features/records/kinds/closures.server";
import { countersIn } from "~/features/records/kinds/counters.server";
import { locationsIn } from "~/features/records/kinds/locations.server";
import { operatorsIn } from "~/features/records/kinds/operators.server";
import { type PartnerRecord, partnerKind, type SitePartner } from "~/features/records/kinds/partners.server";
import { physiciansIn } from "~/features/records/kinds/physicians.server";
import { type QuestionRecord, questionsIn } from "~/features/records/kinds/questions.server";
import { treatmentsIn } from "~/features/records/kinds/treatments.server";
import { recordsIn } from "~/features/records/record-kind";
import { servicePath } from "~/pages";

/**
 * The treatments, the counters, the physicians, the locations, the partner brands and the legal identity (who runs the
 * clinic in each country) as pages show them now: the
 * defaults with what the clinic published over them (the content's live copy sets it at start-up and after each
 * publish, on every instance), or, in a staff preview, with the drafts too.
 */
interface Catalogue {
  treatments: readonly TreatmentRecord[];
  counters: readonly CounterValue[];
  physicians: readonly Physician[];
  director: DirectorRecord;
  /** Every location, shown or hidden, in list order. */
  locations: readonly LocationRecord[];
  /** The locations' closures and special hours that are shown, in date order. */
  closures: readonly ClosureRecord[];
  /** Every partner brand, shown or hidden, in carousel order. */
  partners: readonly PartnerRecord[];
  /** The treatments' questions and answers that are shown, in their order. */
  questions: readonly QuestionRecord[];
  /** Each country's operator, in the pages' order. */
  operators: readonly Operator[];
}

const catalogueFrom = (fields: Readonly<Record<string, string>>): Catalogue => {
  const { physicians, director } = physiciansIn(fields);
  const locations = locationsIn(fields);
  return {
    treatments: treatmentsIn(fields),
    counters: countersIn(fields, locations.filter((location) => location.shown).length),
    physicians,
    director,
    locations,
    partners: recordsIn(partnerKind, fields),
    closures: closuresIn(fields),
    questions: questionsIn(fields),
    operators: operatorsIn(fields),
  };
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
  return withCatalogue({ ...published, ...drafts }, work);
}

/** Renders `work` with exactly these fields over the defaults (the publish check's render of every page). */
export function withCatalogue<T>(fields: Readonly<Record<string, string>>, work: () => Promise<T>): Promise<T> {
  return preview.run(catalogueFrom(fields), work);
}

/** Every treatment, shown or hidden, in list order. */
export const treatmentCatalogue = (): readonly TreatmentRecord[] => (preview.getStore() ?? current).treatments;

/** The home page's counters, as published (or drafted, in a preview). */
export const clinicCounters = (): readonly CounterValue[] => (preview.getStore() ?? current).counters;

/** Every location, shown or hidden, in list order, as published (or drafted, in a preview). */
export const allLocations = (): readonly LocationRecord[] => (preview.getStore() ?? current).locations;

/** The locations the site shows (footer, contact, treatments, structured data), in list order. */
export const clinicLocations = (): readonly LocationRecord[] => allLocations().filter((location) => location.shown);
/** Whether an id is a location the site shows: the only clinics a request or a count may name. */
export const isShownClinic = (id: string) => clinicLocations().some((location) => location.id === id);

/**
 * The shown locations' closures and special hours that have not ended by `today` (`2026-12-20`), in date order, as
 * published (or drafted, in a preview).
 */
export const clinicClosures = (today: string): readonly ClosureRecord[] => {
  const shown = new Set(clinicLocations().map(({ id }) => id as string));
  return (preview.getStore() ?? current).closures.filter(({ location, to }) => shown.has(location) && to >= today);
};

/** A treatment's questions and answers that are shown, in their order, as published (or drafted, in a preview). */
export const treatmentQuestions = (treatment: string): readonly QuestionRecord[] =>
  (preview.getStore() ?? current).questions.filter((question) => question.treatment === treatment);

/** Every partner brand, shown or hidden, in carousel order, as published (or drafted, in a preview). */
export const allPartners = (): readonly PartnerRecord[] => (preview.getStore() ?? current).partners;

/** The brands of the home page's carousel, in its order: what the page needs of each. */
export const shownPartners = (): SitePartner[] =>
  allPartners()
    .filter((partner) => partner.shown)
    .map(({ id, title, logo }) => ({ id, title, logo }));

/** The operator of each country where a location is shown, in the pages' order (the legal notice, the privacy policy). */
export const clinicOperators = (): readonly Operator[] => {
  const countries = new Set(clinicLocations().map(({ country }) => country));
  return (preview.getStore() ?? current).operators.filter(({ country }) => countries.has(country));
};

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
  return { fields: next, treatments: treatmentsIn(next) };
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
