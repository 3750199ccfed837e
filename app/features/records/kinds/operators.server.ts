import type { CountryCode, Telephone } from "~/config/clinic";
import { type Operator, operators } from "~/config/legal-identity";
import { operatorSchema } from "~/config/legal-identity.server";
import { e164Of, postalCodes } from "~/config/location-records";
import { brazilianStates, type Physician } from "~/config/physicians";
import { valueAt } from "~/i18n/text-paths";
import { choice, email, line, lines, phone, recordChoice } from "../fields";
import { defineRecordKind, type RecordProblem, recordsIn } from "../record-kind";

/**
 * Who runs the clinic in each country (docs/staff.md#legal-identity): the repository's operators
 * (`legal-identity.ts`) are the defaults, one per country, by its code in lower case (`operators.pt.nif`). Each
 * country's law asks for its own registrations, so a field's rule is the one the server checks at start-up
 * (`operatorSchema`: tax numbers with their check digits, postal codes, e-mail addresses), and the medical director
 * must be a physician registered in the country (in Brazil, with the clinic's CRM's state). The legal notice and the
 * privacy policy name the operators of the countries where a location is shown.
 */

/**
 * Where each field stands in an operator as the legal identity types it (`registeredAddress.postalCode`): read for the
 * repository's defaults, written for the record, and read back from the start-up check's problems. The phone and the
 * professional bodies, which are shaped otherwise, are handled apart.
 */
const common = {
  legal_name: "legalName",
  street: "registeredAddress.street",
  postal_code: "registeredAddress.postalCode",
  city: "registeredAddress.city",
  region: "registeredAddress.region",
  email: "email",
  medical_director: "medicalDirector",
  privacy_name: "privacyOfficer.name",
  privacy_email: "privacyOfficer.email",
};
/** What each country's law asks for besides what every operator has. */
const countryPaths: Record<CountryCode, Record<string, string>> = {
  BR: { cnpj: "cnpj", crm_state: "crm.state", crm_number: "crm.number" },
  PT: {
    nif: "nif",
    ers_registration: "ers.registration",
    ers_licence: "ers.licence",
    registry_office: "commercialRegistry.office",
    share_capital: "commercialRegistry.shareCapital",
  },
  ES: {
    nif: "nif",
    health_authority: "healthRegistry.authority",
    health_number: "healthRegistry.number",
    registry: "commercialRegistry.registry",
    registry_volume: "commercialRegistry.volume",
    registry_folio: "commercialRegistry.folio",
    registry_sheet: "commercialRegistry.sheet",
    registry_entry: "commercialRegistry.entry",
  },
};
const everyCountrys = [...new Set(Object.values(countryPaths).flatMap(Object.keys))];
const countryOf = (id: string) => id.toUpperCase() as CountryCode;
const pathsOf = (country: CountryCode): Record<string, string> => ({ ...common, ...countryPaths[country] });

/** A professional body as its line of the `bodies` field: its name, then its address. */
const bodyPattern = /^(.*\S)\s+(https:\/\/\S+)$/;
const text = (max = 200) => line({ max, rule: "operator_text" });

/** The field a path of `operatorSchema` names (`registeredAddress.postalCode` → `postal_code`). */
const fieldOfPath = (country: CountryCode, path: string) =>
  path.startsWith("telephone")
    ? "phone"
    : path.startsWith("professionalBodies")
      ? "bodies"
      : Object.entries(pathsOf(country)).find(([, at]) => at === path)?.[0];

/** The message a field's problem gets from the start-up check: the field decides it. */
function ruleOf(country: CountryCode, field: string, value: string): Omit<RecordProblem, "id" | "field"> {
  switch (field) {
    case "cnpj":
    case "nif":
      return { rule: "operator_tax_number", detail: { name: country === "BR" ? "CNPJ" : "NIF", found: value } };
    case "postal_code":
      return { rule: "location_postal_code", detail: { example: postalCodes[country].example } };
    case "crm_number":
      return { rule: "operator_digits", detail: { found: value } };
    case "bodies":
      return { rule: "operator_bodies" };
    default:
      return { rule: "operator_text", detail: { max: 200 } };
  }
}

/** Why a physician cannot be a country's medical director, if they cannot. */
export function directorMismatch(operator: Operator, list: readonly Physician[]): "registration" | "state" | null {
  const director = list.find((candidate) => candidate.id === operator.medicalDirector);
  if (!director) return null;
  const registration = director.registrations.find((entry) => entry.country === operator.country);
  if (!registration) return "registration";
  if (operator.country === "BR" && registration.country === "BR" && registration.state !== operator.crm.state)
    return "state";
  return null;
}

export const operatorKind = defineRecordKind({
  kind: "operators",
  defaults: () =>
    operators.map((operator) => ({
      id: operator.country.toLowerCase(),
      values: {
        ...Object.fromEntries(
          Object.entries(pathsOf(operator.country)).map(([field, path]) => [field, String(valueAt(operator, path))]),
        ),
        phone: operator.telephone.display,
        bodies: operator.professionalBodies.map(({ name, url }) => `${name} ${url}`).join("\n"),
      },
    })),
  fields: {
    legal_name: text(),
    cnpj: text(),
    nif: text(),
    crm_state: choice(brazilianStates),
    crm_number: text(),
    ers_registration: text(),
    ers_licence: text(),
    registry_office: text(),
    share_capital: text(),
    health_authority: text(),
    health_number: text(),
    registry: text(),
    registry_volume: text(),
    registry_folio: text(),
    registry_sheet: text(),
    registry_entry: text(),
    bodies: lines({ max: 200, pattern: bodyPattern, rule: "operator_bodies" }),
    street: text(),
    postal_code: text(),
    city: text(),
    region: text(),
    email: email({ rule: "operator_email" }),
    phone: phone({ rule: "location_phone" }),
    medical_director: recordChoice("physicians", (id, values) => values.name ?? id),
    privacy_name: text(),
    privacy_email: email({ rule: "operator_email" }),
  },
  toRecord: (id, values): Operator => operatorOf(countryOf(id), values as unknown as Record<string, string>),
  fieldsOf: (id, values) => {
    const own = Object.keys(countryPaths[countryOf(id)] ?? {});
    return (Object.keys(values) as Array<keyof typeof values>).filter(
      (field) => own.includes(field) || !everyCountrys.includes(field),
    );
  },
  // As the start-up check reads them (tax numbers' check digits, postal codes), at most eight bodies, and a medical
  // director registered in the country.
  rules: (id, values, context) => {
    const country = countryOf(id);
    const problems = new Map<string, Omit<RecordProblem, "id" | "field">>();
    if (values.bodies.split("\n").filter((item) => item.trim()).length > 8)
      problems.set("bodies", { rule: "operator_bodies" });
    const operator = operatorOf(country, values);
    const parsed = operatorSchema.safeParse(operator);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = fieldOfPath(country, issue.path.filter((step) => typeof step === "string").join("."));
      if (field && !problems.has(field)) problems.set(field, ruleOf(country, field, values[field as "street"] ?? ""));
    }
    const mismatch = directorMismatch(operator, context.records<Physician>("physicians"));
    if (mismatch === "registration") problems.set("medical_director", { rule: "operator_director" });
    if (mismatch === "state")
      problems.set("medical_director", { rule: "operator_director_state", detail: { state: values.crm_state } });
    return [...problems].map(([field, problem]) => ({ field, ...problem }));
  },
  editor: {
    path: "legal",
    nameKey: (id) => `common:countries.${countryOf(id)}`,
    columns: ["legal_name"],
    preview: (id) => `/legal-notice#operator-${id}`,
    hintValues: (id) => ({ example: postalCodes[countryOf(id)]?.example ?? "" }),
    groups: [
      { id: "company", fields: ["legal_name", ...everyCountrys, "bodies"] as never },
      { id: "office", fields: ["street", "postal_code", "city", "region", "email", "phone"] },
      { id: "people", fields: ["medical_director", "privacy_name", "privacy_email"] },
    ],
  },
});

/** An operator from its fields, as the legal identity types it (checked by `operatorSchema`, not here). */
function operatorOf(country: CountryCode, values: Readonly<Record<string, string | string[]>>): Operator {
  const value = (field: string) => {
    const found = values[field];
    return Array.isArray(found) ? found.join("\n") : (found ?? "");
  };
  const operator: Record<string, unknown> = {
    country,
    telephone: { e164: e164Of(value("phone")), display: value("phone") } satisfies Telephone,
    professionalBodies: value("bodies")
      .split("\n")
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const [, name = item, url = ""] = bodyPattern.exec(item) ?? [];
        return { name, url };
      }),
  };
  for (const [field, path] of Object.entries(pathsOf(country))) {
    const [first = "", second] = path.split(".");
    if (second) operator[first] = { ...(operator[first] as object), [second]: value(field) };
    else operator[first] = value(field);
  }
  return operator as unknown as Operator;
}

/** Every country's operator with these fields over the repository's, in the pages' order. */
export const operatorsIn = (fields: Readonly<Record<string, string>>) => recordsIn(operatorKind, fields);
