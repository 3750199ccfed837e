import type { CountryCode, Location, LocationId } from "~/config/clinic";
import type { LocationRecord } from "~/config/location-records";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { availabilityFor, type NotOffered, type UnavailabilityReason } from "~/config/treatment-availability";
import { defaultCatalogue, groupIds, type TreatmentRecord } from "~/config/treatment-catalogue";
import { isTreatmentKey, type ServiceGroup, type TreatmentKey, treatmentSlug } from "~/config/treatments";
import { servicePath } from "~/pages";
import { choices, custom, number, type OptionContext, picture, texts, yesNo } from "../fields";
import { defineRecordKind, nextOrder, recordsIn } from "../record-kind";
import { locationKind } from "./locations.server";

/**
 * The treatments as the clinic lists them (docs/decisions/021-treatment-catalogue.md, docs/staff.md#treatments): the
 * repository's (`config/treatments.ts`, `config/treatment-availability.ts`) are the defaults. A treatment's cards,
 * place, whether it is shown, whether it is a test, where it is not offered and its own picture are its fields; its
 * name, page title, search summary, description and picture's description are texts of the `treatments` namespace
 * (`treatments:<key>.title`…), checked at publish by the treatments' own rules (treatment-text-rules.ts). A treatment
 * the clinic adds is one whose key, also its address, only the published fields name.
 */

/** The places a rule may name: the clinic's locations (shown or hidden), by id and country. */
type Places = ReadonlyArray<Pick<Location, "id" | "country">>;
const reasons: readonly UnavailabilityReason[] = ["prp_research_only_br"];

/**
 * Where a treatment is not offered, as its field stores it: words naming a country or a location, each with a reason
 * the site knows if any (`PT lisbon BR:prp_research_only_br`); none if a word is wrong.
 */
export function parseRules(value: string, places: Places): NotOffered[] | undefined {
  const rules = value
    .split(" ")
    .filter(Boolean)
    .map((word): NotOffered | undefined => {
      const [place = "", reason] = word.split(":");
      if (reason !== undefined && !(reasons as string[]).includes(reason)) return undefined;
      const because = reason ? { reason: reason as UnavailabilityReason } : {};
      if (places.some((location) => location.country === place)) return { country: place as CountryCode, ...because };
      if (places.some((location) => location.id === place)) return { location: place as LocationId, ...because };
      return undefined;
    });
  return rules.every((rule) => rule !== undefined) ? rules : undefined;
}

/** The clinic's locations as these fields leave them: where a treatment's rules may say it is not offered. */
const placesOf = (context: OptionContext): Places =>
  context.written(locationKind.kind).map(({ id, values }) => ({
    id: id as LocationRecord["id"],
    country: values.country as LocationRecord["country"],
  }));

/**
 * Where it is not offered, as its form shows it: a box per location, ticked where a rule leaves it out. Read back, a
 * country's rule (and its reason) stays while every location of the country stays ticked; another ticked location is
 * a rule of its own.
 */
const whereNotOffered = custom("checkboxes", {
  options: (context) =>
    context.written(locationKind.kind).map(({ id, values }) => ({ value: id, label: values.city || id })),
  display: (value, context) => excludedBy(value, placesOf(context)).join(" "),
  read: (ticked, previous, context) => {
    const places = placesOf(context);
    const boxes = new Set(ticked.split(" ").filter(Boolean));
    const kept = previous.split(" ").filter((rule) => rule && excludedBy(rule, places).every((id) => boxes.has(id)));
    const covered = new Set(kept.flatMap((rule) => excludedBy(rule, places)));
    return [...kept, ...[...boxes].filter((id) => !covered.has(id))].join(" ");
  },
});

/** The locations rules leave out. */
const excludedBy = (rules: string, places: Places) =>
  availabilityFor(parseRules(rules, places) ?? [], places as never).notOffered.map(
    ({ location }) => location.id as string,
  );

/** A treatment's text in each language, its own rules telling what is missing (treatment-text-rules.ts). */
const treatmentText = (field: string, max: number, multiline = false) =>
  texts("treatments", (id) => `${id}.${field}`, { max, missing: null, multiline });

/** A treatment's public address: its key, unless the repository gives it another. */
export const slugOf = (key: string) => (isTreatmentKey(key) ? treatmentSlug(key) : key);

export const treatmentKind = defineRecordKind({
  kind: "treatments",
  newId: {
    // Also its address: lower-case words joined by hyphens (`scalp-peel`).
    pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/,
    max: 60,
    // An address is public: it never names a prescription-only medicine's brand, nor another treatment's address.
    refuse: (id, existing) =>
      prescriptionBrandsIn(id).length > 0
        ? "id_brand"
        : existing.some((record) => slugOf(record.id) === id)
          ? "id_taken"
          : undefined,
  },
  defaults: () =>
    defaultCatalogue.map((record) => ({
      id: record.key,
      values: {
        groups: record.groups.join(" "),
        order: String(record.order),
        shown: record.shown ? "yes" : "no",
        test: record.test ? "yes" : "no",
        not_offered: record.notOffered
          .map((rule) => `${"country" in rule ? rule.country : rule.location}${rule.reason ? `:${rule.reason}` : ""}`)
          .join(" "),
        image: record.image ?? "",
      },
    })),
  blank: { shown: "no", test: "no" },
  fields: {
    groups: choices(groupIds, { labels: "content.treatments.groups", asked: true }),
    order: number({ min: 0, max: 999_999 }),
    shown: yesNo(),
    test: yesNo(),
    not_offered: whereNotOffered,
    title: treatmentText("title", 80),
    page_title: treatmentText("page_title", 60),
    summary: treatmentText("summary", 160),
    description: treatmentText("description", 1500, true),
    image_alt: treatmentText("image_alt", 150),
    image: picture("treatment", { optional: true }),
  },
  toRecord: (id, values, context): TreatmentRecord => ({
    key: id as TreatmentKey,
    slug: slugOf(id),
    groups: values.groups as ServiceGroup[],
    order: values.order,
    // A treatment in no card cannot be listed: it stays hidden until it has one.
    shown: values.shown && values.groups.length > 0,
    test: values.test,
    notOffered: parseRules(values.not_offered, placesOf(context)) ?? [],
    image: values.image || null,
  }),
  // Its picture's description is a text it has while it has a picture of its own.
  fieldsOf: (_, values) =>
    (Object.keys(values) as Array<keyof typeof values>).filter((field) => field !== "image_alt" || values.image),
  start: (_, existing) => ({ shown: "yes", test: "no", order: String(nextOrder(existing)) }),
  // Where it is not offered names the clinic's locations and their countries, with a reason the site knows.
  rules: (_, values, context) =>
    parseRules(values.not_offered, placesOf(context)) ? [] : [{ field: "not_offered", rule: "catalogue_where" }],
  shown: (values) => values.shown === "yes",
  order: (values) => Number(values.order) || 0,
  editor: {
    title: "title",
    columns: ["groups", "order", "not_offered"],
    preview: (id) => servicePath(slugOf(id)),
  },
});

/** Every treatment (shown or hidden) in list order, as these fields leave them. */
export const treatmentsIn = (fields: Readonly<Record<string, string>>) => recordsIn(treatmentKind, fields);
