import {
  type CountryCode,
  type DayOfWeek,
  type Location,
  type LocationId,
  locations,
  type OpeningHours,
  openingHours,
} from "./clinic";

/**
 * The clinic's locations as the clinic edits them (docs/staff.md#locations): the repository's (`clinic.ts`) are the
 * defaults, and what the staff publish in the content editor goes over them, as fields of the content store's
 * `catalogue` namespace (`locations.<id>.<field>`, like the treatments' and the physicians'). A location the clinic
 * adds is one whose id only the published fields name; its city's name in each language is a text of its own
 * (`common:cities.<id>`), like the repository's. Who runs the clinic in each country is the legal identity's
 * (`legal-identity.ts`): a location is in one of its three countries.
 */

/** A location as the pages show it: where it is, its telephone, its hours, whether it is listed and where. */
export interface LocationRecord extends Location {
  hours: OpeningHours;
  /** Listed on the site (footer, contact section, treatments, structured data); a hidden one is kept for later. */
  shown: boolean;
  /** Its place in the lists (smaller first). */
  order: number;
}

/** What every page shows of a location (the footer, the contact section): sent with the root's data. */
export type SiteLocation = Pick<LocationRecord, "id" | "country" | "city" | "address" | "telephone" | "hours">;

export const siteLocation = ({ id, country, city, address, telephone, hours }: LocationRecord): SiteLocation => ({
  id,
  country,
  city,
  address,
  telephone,
  hours,
});

/** The fields of a location the editor changes, as the `catalogue` namespace keys them. */
export const locationFields = [
  "country",
  "city",
  "address",
  "postal_code",
  "phone",
  "latitude",
  "longitude",
  "days",
  "opens",
  "closes",
  "shown",
  "order",
] as const;
export type LocationField = (typeof locationFields)[number];

export const countryCodes: readonly CountryCode[] = ["BR", "PT", "ES"];
export const weekDays: readonly DayOfWeek[] = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
];

/** A new location's id, which names its city's text (`common:cities.<id>`): lower-case words joined by `_`. */
export const newLocationIdPattern = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** How each country writes a postal code, and an example for the editor's message. */
export const postalCodes: Record<CountryCode, { pattern: RegExp; example: string }> = {
  BR: { pattern: /^\d{5}-\d{3}$/, example: "01426-001" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1250-146" },
  ES: { pattern: /^\d{5}$/, example: "28001" },
};

/** A telephone as people write it, and as links and search engines want it (E.164: `+` and 8 to 15 digits). */
export const e164Of = (display: string) => `+${display.replace(/\D/g, "")}` as `+${number}`;
const telephonePattern = /^\+[\d\s().-]{8,24}$/;

/** The key of a location's city's name in the `common` namespace, a text in each language. */
export const cityKey = (id: string) => `cities.${id}`;

/** The key of a location's field in the `catalogue` namespace. */
export const locationKey = (id: string, field: LocationField) => `locations.${id}.${field}`;

const keyPattern = /^locations\.([a-z][a-z0-9_]*)\.([a-z_]+)$/;

/** A location's id and field, if the key names a field locations have. */
export function locationOfKey(key: string): { id: string; field: LocationField } | undefined {
  const [, id = "", field = ""] = keyPattern.exec(key) ?? [];
  if (!newLocationIdPattern.test(id) || !(locationFields as readonly string[]).includes(field)) return undefined;
  return { id, field: field as LocationField };
}

/** The repository's locations as records, in the footer's order. */
export const defaultLocations: readonly LocationRecord[] = locations.map((location, index) => ({
  ...location,
  hours: openingHours.times[0] as OpeningHours,
  shown: true,
  order: (index + 1) * 10,
}));

/** A location's fields as text, like every value of the content store. */
export function locationValues(record: LocationRecord): Record<LocationField, string> {
  return {
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
  };
}

/** A location field's default (the repository's value; none for a location the clinic added). */
export function locationDefault(key: string): string | undefined {
  const found = locationOfKey(key);
  const record = found && defaultLocations.find((location) => location.id === found.id);
  return record && found ? locationValues(record)[found.field] : undefined;
}

/** The rules of a location's fields, as codes the editor translates (`staff:content_rules.<code>`). */
export type LocationRule =
  | "location_text"
  | "location_postal_code"
  | "location_phone"
  | "location_coordinate"
  | "location_time"
  | "location_days"
  | "location_choice";

export interface LocationProblem {
  id: string;
  field: LocationField;
  rule: LocationRule;
  detail?: Record<string, string | number>;
}

const time = /^([01]\d|2[0-3]):[0-5]\d$/;
const decimal = /^-?\d{1,3}(\.\d{1,7})?$/;

/** What a location's field breaks, if anything, given the location's country (for its postal code). */
function fieldProblem(
  field: LocationField,
  value: string,
  values: Record<LocationField, string>,
): Omit<LocationProblem, "id" | "field"> | undefined {
  switch (field) {
    case "country":
      return (countryCodes as readonly string[]).includes(value) ? undefined : { rule: "location_choice" };
    case "city":
    case "address":
      return value.trim().length >= 2 && value.length <= 120 && !/[\n\r]/.test(value)
        ? undefined
        : { rule: "location_text", detail: { max: 120 } };
    case "postal_code": {
      const format = postalCodes[values.country as CountryCode];
      if (!format) return undefined; // The country's own problem.
      return format.pattern.test(value)
        ? undefined
        : { rule: "location_postal_code", detail: { example: format.example } };
    }
    case "phone": {
      const digits = value.replace(/\D/g, "").length;
      return telephonePattern.test(value) && digits >= 8 && digits <= 15
        ? undefined
        : { rule: "location_phone", detail: { found: value } };
    }
    case "latitude":
    case "longitude": {
      const limit = field === "latitude" ? 90 : 180;
      return decimal.test(value) && Math.abs(Number(value)) <= limit
        ? undefined
        : { rule: "location_coordinate", detail: { found: value, limit } };
    }
    case "opens":
    case "closes":
      if (!time.test(value)) return { rule: "location_time", detail: { found: value } };
      return field === "closes" && time.test(values.opens) && value <= values.opens
        ? { rule: "location_time", detail: { found: value } }
        : undefined;
    case "days": {
      const days = value.split(" ").filter(Boolean);
      return days.length > 0 && days.every((day) => (weekDays as readonly string[]).includes(day))
        ? undefined
        : { rule: "location_days" };
    }
    case "shown":
      return value === "yes" || value === "no" ? undefined : { rule: "location_choice" };
    case "order":
      return /^\d{1,6}$/.test(value) ? undefined : { rule: "location_choice" };
  }
}

/** What is wrong with a location's fields (a form's, or the fields a publish would leave). */
export function locationProblems(id: string, values: Record<LocationField, string>): LocationProblem[] {
  return locationFields.flatMap((field) => {
    const problem = fieldProblem(field, values[field], values);
    return problem ? [{ id, field, ...problem }] : [];
  });
}

/** A location from its fields (which break no rule). */
function recordOf(id: string, values: Record<LocationField, string>): LocationRecord {
  return {
    id: id as LocationId,
    country: values.country as CountryCode,
    city: values.city.trim(),
    address: values.address.trim(),
    postalCode: values.postal_code,
    telephone: { e164: e164Of(values.phone), display: values.phone.trim() },
    geo: { latitude: Number(values.latitude), longitude: Number(values.longitude) },
    hours: {
      days: weekDays.filter((day) => values.days.split(" ").includes(day)),
      opens: values.opens as OpeningHours["opens"],
      closes: values.closes as OpeningHours["closes"],
    },
    shown: values.shown === "yes",
    order: Number(values.order),
  };
}

/** A location's fields with these fields over the repository's (an added location starts from nothing). */
export function locationFieldsFrom(id: string, fields: Readonly<Record<string, string>>) {
  const record = defaultLocations.find((location) => location.id === id);
  const values = record
    ? locationValues(record)
    : (Object.fromEntries(locationFields.map((field) => [field, ""])) as Record<LocationField, string>);
  for (const field of locationFields) {
    const value = fields[locationKey(id, field)];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** The ids of the repository's locations and of those the fields add, in no particular order. */
const idsIn = (fields: Readonly<Record<string, string>>) => [
  ...new Set([
    ...defaultLocations.map(({ id }) => id as string),
    ...Object.keys(fields).flatMap((key) => {
      const found = locationOfKey(key);
      return found ? [found.id] : [];
    }),
  ]),
];

/**
 * Every location (shown or hidden) with these fields over the repository's, in list order, and what is wrong with
 * them. A location whose fields break a rule is the repository's as it was (an added one stays out): a publish
 * refuses such fields, so this only guards the pages. A location the clinic added and keeps hidden needs nothing yet
 * (it is being written): its problems are told once it is shown.
 */
export function locationsOf(fields: Readonly<Record<string, string>>): {
  all: LocationRecord[];
  problems: LocationProblem[];
} {
  const problems: LocationProblem[] = [];
  const all: LocationRecord[] = [];
  for (const id of idsIn(fields)) {
    const values = locationFieldsFrom(id, fields);
    const found = locationProblems(id, values);
    const repository = defaultLocations.some((location) => location.id === id);
    if (repository || values.shown !== "no") problems.push(...found);
    if (found.length === 0) all.push(recordOf(id, values));
    else {
      const record = defaultLocations.find((location) => location.id === id);
      if (record) all.push(record);
    }
  }
  return { all: all.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)), problems };
}
