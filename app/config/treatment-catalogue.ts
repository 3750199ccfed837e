import type { Language } from "~/i18n/languages";
import { type CountryCode, type Location, type LocationId, locations } from "./clinic";
import {
  availabilityFor,
  languageRules,
  type NotOffered,
  notOffered,
  type UnavailabilityReason,
} from "./treatment-availability";
import {
  type ServiceGroup,
  serviceGroups,
  type TreatmentKey,
  testKeys,
  treatmentKeys,
  treatmentSlug,
} from "./treatments";

/**
 * The treatments as the clinic lists them (docs/decisions/021-treatment-catalogue.md): the repository's
 * (`config/treatments.ts`, `config/treatment-availability.ts`) are the defaults, and what the staff publish in the
 * content editor's treatments (texts of the `catalogue` namespace, `treatments.<key>.<field>`) goes over them. A
 * treatment the clinic adds is one whose key only the published fields name; its texts are the `treatments`
 * namespace's, like any other's.
 */
export interface TreatmentRecord {
  /**
   * The key of its texts (`treatments:<key>.title`): one of the repository's, or one the clinic added (typed as the
   * repository's, which are all the texts' types know).
   */
  key: TreatmentKey;
  /** The word of its public address (`/service/<slug>`). */
  slug: string;
  /** The service cards that list it, in the cards' order. */
  groups: ServiceGroup[];
  /** Its place in the lists (smaller first). */
  order: number;
  /** Listed and with a page; a hidden treatment's page answers 404 and leaves the sitemap. */
  shown: boolean;
  /** A test (a sample and a laboratory), not a procedure: its page says so. */
  test: boolean;
  /** Where it is not offered. */
  notOffered: NotOffered[];
  /**
   * Its own picture (an uploaded picture's id, config/pictures.ts), described by its `image_alt` text in every
   * language; none: its page shows its card's illustration.
   */
  image: string | null;
}

/** The four texts every treatment has (`treatments:<key>.<field>`): its name, page title, search summary, description. */
export const treatmentTextFields = ["title", "page_title", "summary", "description"] as const;

/** The text that describes a treatment's own picture (`treatments:<key>.image_alt`), which only a treatment with one has. */
export const imageAltField = "image_alt";

/** The order of the lists: position, then key. */
const listOrder = (a: TreatmentRecord, b: TreatmentRecord) => a.order - b.order || a.key.localeCompare(b.key);

export const groupIds = Object.keys(serviceGroups) as ServiceGroup[];

/** The repository's treatments, in one order that keeps each card's own (exosomes, in two cards, stay first of hair). */
export const defaultCatalogue: readonly TreatmentRecord[] = (() => {
  const order: string[] = [];
  for (const group of ["aesthetic_medicine", "hair_treatment", "hair_transplant"] as const) {
    for (const key of serviceGroups[group]) if (!order.includes(key)) order.push(key);
  }
  return treatmentKeys.map((key) => ({
    key,
    slug: treatmentSlug(key),
    groups: groupIds.filter((group) => (serviceGroups[group] as readonly string[]).includes(key)),
    order: (order.indexOf(key) + 1) * 10,
    shown: true,
    test: testKeys.includes(key),
    notOffered: [...(notOffered[key] ?? [])],
    image: null,
  }));
})();

/** The shown treatments of each card, in list order. */
export function groupLists(catalogue: readonly TreatmentRecord[]): Record<ServiceGroup, TreatmentRecord[]> {
  return Object.fromEntries(
    groupIds.map((group) => [
      group,
      catalogue.filter((record) => record.shown && record.groups.includes(group)).sort(listOrder),
    ]),
  ) as Record<ServiceGroup, TreatmentRecord[]>;
}

/** Each service card's shown treatments, by slug, in list order: what the home page's cards and index show. */
export type TreatmentLists = ReadonlyArray<{ id: ServiceGroup; treatments: readonly string[] }>;

/** Up to `count` other shown treatments of the record's first card, those listed after it first. */
export function relatedOf(catalogue: readonly TreatmentRecord[], record: TreatmentRecord, count = 4) {
  const group = groupLists(catalogue)[record.groups[0] ?? "aesthetic_medicine"];
  const at = group.findIndex((other) => other.key === record.key);
  return [...group.slice(at + 1), ...group.slice(0, Math.max(at, 0))]
    .filter((other) => other.key !== record.key)
    .slice(0, count);
}

/**
 * Where a treatment is offered and where not, by its rules, and on a page in `language` by what its text there
 * describes (`languageRules`: a use a country does not allow is not shown as offered by that country's clinics).
 */
export const availabilityOfRecord = (
  record: Pick<TreatmentRecord, "key" | "notOffered">,
  all: readonly Location[] = locations,
  language?: Language,
) => availabilityFor([...record.notOffered, ...(language ? languageRules(record.key, language) : [])], all);

/** Where a treatment is offered and where not (with the reason, if any), by location id: what its page's data carries. */
export interface AvailabilityData {
  offered: readonly LocationId[];
  notOffered: ReadonlyArray<{ location: LocationId; country: CountryCode; reason?: UnavailabilityReason }>;
}

export function availabilityData(
  record: Pick<TreatmentRecord, "key" | "notOffered">,
  all: readonly Location[] = locations,
  language?: Language,
): AvailabilityData {
  const { offered, notOffered } = availabilityOfRecord(record, all, language);
  return {
    offered: offered.map(({ id }) => id),
    notOffered: notOffered.map(({ location, reason }) => ({
      location: location.id,
      country: location.country,
      ...(reason && { reason }),
    })),
  };
}

/** The repository's record of a treatment (tests, and the defaults' own checks). */
export const defaultRecord = (key: TreatmentKey): TreatmentRecord =>
  defaultCatalogue.find((record) => record.key === key) as TreatmentRecord;
