import type { Language } from "~/i18n/languages";
import { type CountryCode, type Location, type LocationId, locations } from "./clinic";
import { type TreatmentKey, treatmentKeys } from "./treatments";

/**
 * Where each treatment is offered: at every location of the clinic (`clinic.ts`), unless listed here as not offered
 * in a country (every location there) or at one location. A treatment page says where it is offered and, plainly,
 * where it is not, with the reason when one is given; its call to action names only the clinics that offer it.
 */

/** Why a treatment is not offered somewhere: the key of the page's sentence, `treatment:availability.reasons.<key>`. */
export type UnavailabilityReason = "prp_research_only_br" | "topical_only_br";

/** Not offered in a whole country, or at one location; with the reason the page states, if any. */
export type NotOffered = ({ country: CountryCode } | { location: LocationId }) & { reason?: UnavailabilityReason };

export type AvailabilityRules = Partial<Record<TreatmentKey, readonly NotOffered[]>>;

export const notOffered: AvailabilityRules = {
  // Experimental for Brazil's Federal Council of Medicine (CFM Resolution 2.128/2015): research protocols only.
  prp: [{ country: "BR", reason: "prp_research_only_br" }],
  prp_facial: [{ country: "BR", reason: "prp_research_only_br" }],
};

/**
 * Uses a country does not allow that the texts of a treatment describe in some languages: a country's clinics are
 * shown as offering it only on pages whose texts describe what is allowed there (`describedIn`). ANVISA registers
 * the exosome and PDRN products as topical cosmetics: the Brazilian Portuguese texts describe that use alone, the
 * others injection or use right after microneedling, which Brazil does not allow (docs/product.md#medical-texts).
 */
export const allowedUseDescribed: Partial<
  Record<TreatmentKey, { country: CountryCode; describedIn: readonly Language[]; reason: UnavailabilityReason }>
> = {
  exossomes: { country: "BR", describedIn: ["pt"], reason: "topical_only_br" },
  pdrn: { country: "BR", describedIn: ["pt"], reason: "topical_only_br" },
};

/** The rules a page in `language` adds for a treatment: its country's clinics not shown where the text does not fit. */
export function languageRules(key: string, language: Language): NotOffered[] {
  const rule = allowedUseDescribed[key as TreatmentKey];
  return rule && !rule.describedIn.includes(language) ? [{ country: rule.country, reason: rule.reason }] : [];
}

export interface Availability {
  /** Where the treatment is offered, in the order of `locations` (the footer's). */
  offered: readonly Location[];
  /** Where it is not, in the same order, each with the reason its first rule gives, if any. */
  notOffered: ReadonlyArray<{ location: Location; reason?: UnavailabilityReason }>;
}

const applies = (rule: NotOffered, location: Location) =>
  "country" in rule ? rule.country === location.country : rule.location === location.id;

/** Where a treatment is offered and where it is not. */
export const availabilityOf = (
  key: TreatmentKey,
  rules: AvailabilityRules = notOffered,
  all: readonly Location[] = locations,
): Availability => availabilityFor(rules[key] ?? [], all);

/** Where a treatment with these rules is offered and where it is not. */
export function availabilityFor(rules: readonly NotOffered[], all: readonly Location[] = locations): Availability {
  const ruled = all.map((location) => ({ location, rule: rules.find((rule) => applies(rule, location)) }));
  return {
    offered: ruled.filter(({ rule }) => !rule).map(({ location }) => location),
    notOffered: ruled.flatMap(({ location, rule }) => (rule ? [{ location, reason: rule.reason }] : [])),
  };
}

/**
 * What is wrong with availability rules, in words (none: valid): a rule that refers to no location of the clinic
 * (a country where it has none, an unknown location), a treatment that is not one, a treatment offered nowhere.
 * The tests run it on the shipped data; content the staff publish must pass it too.
 */
export function availabilityProblems(
  rules: AvailabilityRules = notOffered,
  all: readonly Location[] = locations,
): string[] {
  const problems: string[] = [];
  for (const [key, list] of Object.entries(rules) as Array<[string, readonly NotOffered[]]>) {
    if (!(treatmentKeys as readonly string[]).includes(key)) problems.push(`${key}: no such treatment`);
    for (const rule of list) {
      const where = "country" in rule ? `country ${rule.country}` : `location ${rule.location}`;
      if (!all.some((location) => applies(rule, location))) problems.push(`${key}: no clinic location in ${where}`);
    }
    if (list.length > 0 && availabilityOf(key as TreatmentKey, rules, all).offered.length === 0) {
      problems.push(`${key}: offered nowhere`);
    }
  }
  return problems;
}
