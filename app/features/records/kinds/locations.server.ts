import type { CountryCode, DayOfWeek, LocationId, OpeningHours } from "~/config/clinic";
import {
  countryCodes,
  defaultLocations,
  e164Of,
  type LocationRecord,
  postalCodes,
  weekDays,
} from "~/config/location-records";
import { choice, choices, decimal, line, number, phone, texts, time, yesNo } from "../fields";
import { defineRecordKind, nextOrder, type RecordProblem } from "../record-kind";

/**
 * The clinic's locations (docs/staff.md#locations): the repository's (`clinic.ts`) are the defaults. A location the
 * clinic adds is in one of the three countries where a company runs the clinic (the legal identity's); its city's
 * name in each language is a text of its own (`common:cities.<id>`), like the repository's.
 */
const hhmm = /^\d\d:\d\d$/;

export const locationKind = defineRecordKind({
  kind: "locations",
  newId: { pattern: /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/, max: 40 },
  defaults: () =>
    defaultLocations.map((record) => ({
      id: record.id,
      values: {
        country: record.country,
        city: record.city,
        address: record.address,
        postal_code: record.postalCode,
        phone: record.telephone.display,
        latitude: String(record.geo.latitude),
        longitude: String(record.geo.longitude),
        days: record.hours.days.join(" "),
        opens: record.hours.opens,
        closes: record.hours.closes,
        shown: record.shown ? "yes" : "no",
        order: String(record.order),
      },
    })),
  fields: {
    country: choice(countryCodes, { labels: "common:countries", fixed: true }),
    address: line({ max: 120 }),
    postal_code: line({ max: 9, min: 4 }),
    city: line({ max: 120 }),
    phone: phone({ rule: "location_phone" }),
    latitude: decimal({ min: -90, max: 90, places: 7, rule: "location_coordinate" }),
    longitude: decimal({ min: -180, max: 180, places: 7, rule: "location_coordinate" }),
    names: texts("common", (id) => `cities.${id}`, { max: 80, missing: "location_text_missing" }),
    days: choices(weekDays, { labels: "content.locations.days", rule: "location_days" }),
    opens: time({ rule: "location_time" }),
    closes: time({ rule: "location_time" }),
    order: number({ min: 0, max: 999_999 }),
    shown: yesNo(),
  },
  toRecord: (id, values): LocationRecord => ({
    id: id as LocationId,
    country: values.country,
    city: values.city,
    address: values.address,
    postalCode: values.postal_code,
    telephone: { e164: e164Of(values.phone), display: values.phone.trim() },
    geo: { latitude: values.latitude, longitude: values.longitude },
    hours: {
      days: values.days as DayOfWeek[],
      opens: values.opens as OpeningHours["opens"],
      closes: values.closes as OpeningHours["closes"],
    },
    shown: values.shown,
    order: values.order,
  }),
  // A new location starts hidden and last, with its country's first location's hours.
  start: (_, existing, given) => {
    const model = defaultLocations.find((location) => location.country === given.country) ?? defaultLocations[0];
    return {
      shown: "no",
      order: String(nextOrder(existing)),
      days: model?.hours.days.join(" ") ?? "",
      opens: model?.hours.opens ?? "",
      closes: model?.hours.closes ?? "",
    };
  },
  // A postal code as its country writes them; closing after opening.
  rules: (_, values) => {
    const problems: Array<Omit<RecordProblem, "id">> = [];
    const format = postalCodes[values.country as CountryCode];
    if (format && !format.pattern.test(values.postal_code))
      problems.push({ field: "postal_code", rule: "location_postal_code", detail: { example: format.example } });
    if (hhmm.test(values.opens) && values.closes <= values.opens)
      problems.push({ field: "closes", rule: "location_time", detail: { found: values.closes } });
    return problems;
  },
  // The site names at least one clinic to visit.
  across: (records) =>
    records.length > 0 && !records.some((built) => built.shown)
      ? [{ id: records[0]?.id ?? "", field: "shown", rule: "location_none_shown" }]
      : [],
  shown: (values) => values.shown === "yes",
  order: (values) => Number(values.order) || 0,
  editor: {
    title: "names",
    columns: ["country", "address", "shown"],
    preview: () => "/#contactus",
    hintValues: (_, values) => ({ example: postalCodes[values.country as CountryCode]?.example ?? "" }),
  },
});

/** Every location (shown or hidden) in list order, as these fields leave them. */
export const locationsIn = (fields: Readonly<Record<string, string>>) =>
  locationKind.recordsOf(fields).all.map(({ record }) => record);
