import type { CountryCode, LocationId } from "~/config/clinic";
import { countryCodes, defaultLocations, e164Of, type LocationRecord, postalCodes } from "~/config/location-records";
import { type Clock, everyDay, weekDays, weekForm, weekOf, weekText } from "~/config/opening-hours";
import { choice, decimal, line, number, phone, texts, url, week, yesNo } from "../fields";
import { defineRecordKind, nextOrder, type RecordProblem, recordsIn } from "../record-kind";

/**
 * The clinic's locations (docs/staff.md#locations): the repository's (`clinic.ts`) are the defaults. A location the
 * clinic adds is in one of the three countries where a company runs the clinic (the legal identity's); its city's
 * name in each language is a text of its own (`common:cities.<id>`), like the repository's.
 */
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
        whatsapp: record.whatsapp?.display ?? "",
        booking: record.booking ?? "",
        latitude: String(record.geo.latitude),
        longitude: String(record.geo.longitude),
        hours: weekText(record.hours),
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
    whatsapp: phone({ rule: "location_phone", optional: true }),
    booking: url({ optional: true }),
    latitude: decimal({ min: -90, max: 90, places: 7, rule: "location_coordinate" }),
    longitude: decimal({ min: -180, max: 180, places: 7, rule: "location_coordinate" }),
    names: texts("common", (id) => `cities.${id}`, { max: 80, missing: "location_text_missing" }),
    hours: week({ rule: "location_hours", closedRule: "location_days", labels: "content.locations.days" }),
    order: number({ min: 0, max: 999_999 }),
    shown: yesNo(),
  },
  // Until 29 November 2026 a location kept the days it opens and one opening and closing time for all of them.
  formerly: {
    field: "hours",
    keys: ["days", "opens", "closes"],
    value: ({ days, opens, closes }, current) => {
      const before = weekForm(current);
      const model = weekDays.map((day) => before[day]).find((day) => day.open);
      const period = {
        opens: (opens ?? model?.opens ?? "") as Clock,
        closes: (closes ?? model?.closes ?? "") as Clock,
      };
      const open = days?.split(" ") ?? weekDays.filter((day) => before[day].open);
      return weekText(weekOf((day) => (open.includes(day) ? [period] : [])));
    },
  },
  toRecord: (id, values): LocationRecord => ({
    id: id as LocationId,
    country: values.country,
    city: values.city,
    address: values.address,
    postalCode: values.postal_code,
    telephone: { e164: e164Of(values.phone), display: values.phone.trim() },
    ...(values.whatsapp ? { whatsapp: { e164: e164Of(values.whatsapp), display: values.whatsapp.trim() } } : {}),
    ...(values.booking ? { booking: values.booking.trim() } : {}),
    geo: { latitude: values.latitude, longitude: values.longitude },
    hours: values.hours,
    shown: values.shown,
    order: values.order,
  }),
  // A new location starts hidden and last, with its country's first location's hours.
  start: (_, existing, given) => {
    const model = defaultLocations.find((location) => location.country === given.country) ?? defaultLocations[0];
    return {
      shown: "no",
      order: String(nextOrder(existing)),
      hours: weekText(model?.hours ?? everyDay()),
    };
  },
  // A postal code as its country writes them.
  rules: (_, values) => {
    const problems: Array<Omit<RecordProblem, "id">> = [];
    const format = postalCodes[values.country as CountryCode];
    if (format && !format.pattern.test(values.postal_code))
      problems.push({ field: "postal_code", rule: "location_postal_code", detail: { example: format.example } });
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
export const locationsIn = (fields: Readonly<Record<string, string>>) => recordsIn(locationKind, fields);
