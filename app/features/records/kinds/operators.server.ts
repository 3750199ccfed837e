import type { CountryCode, Telephone } from "~/config/clinic";
import { type Operator, operators } from "~/config/legal-identity";
import { operatorSchema } from "~/config/legal-identity.server";
import { e164Of, postalCodes } from "~/config/location-records";
import { type BrazilianState, brazilianStates, type Physician } from "~/config/physicians";
import { choice, email, line, lines, phone, recordChoice } from "../fields";
import { defineRecordKind, type RecordProblem } from "../record-kind";

/**
 * Who runs the clinic in each country (docs/staff.md#legal-identity): the repository's operators
 * (`legal-identity.ts`) are the defaults, one per country, by its code in lower case (`operators.pt.nif`). Each
 * country's law asks for its own registrations, so a field's rule is the one the server checks at start-up
 * (`operatorSchema`: tax numbers with their check digits, postal codes, e-mail addresses), and the medical director
 * must be a physician registered in the country (in Brazil, with the clinic's CRM's state). The legal notice and the
 * privacy policy name the operators of the countries where a location is shown.
 */

/** What each country's law asks for besides what every operator has. */
const countryFields = {
  BR: ["cnpj", "crm_state", "crm_number"],
  PT: ["nif", "ers_registration", "ers_licence", "registry_office", "share_capital"],
  ES: [
    "nif",
    "health_authority",
    "health_number",
    "registry",
    "registry_volume",
    "registry_folio",
    "registry_sheet",
    "registry_entry",
  ],
} as const;
const everyCountrys = Object.values(countryFields).flat() as string[];
const countryOf = (id: string) => id.toUpperCase() as CountryCode;

/** A professional body as its line of the `bodies` field: its name, then its address. */
const bodyPattern = /^(.*\S)\s+(https:\/\/\S+)$/;
const text = (max = 200) => line({ max, rule: "operator_text" });

/** The field a path of `operatorSchema` names (`registeredAddress.postalCode` → `postal_code`). */
const fieldOfPath: Record<string, string> = {
  legalName: "legal_name",
  "registeredAddress.street": "street",
  "registeredAddress.postalCode": "postal_code",
  "registeredAddress.city": "city",
  "registeredAddress.region": "region",
  email: "email",
  "telephone.e164": "phone",
  "telephone.display": "phone",
  "privacyOfficer.name": "privacy_name",
  "privacyOfficer.email": "privacy_email",
  professionalBodies: "bodies",
  cnpj: "cnpj",
  nif: "nif",
  "crm.state": "crm_state",
  "crm.number": "crm_number",
  "ers.registration": "ers_registration",
  "ers.licence": "ers_licence",
  "commercialRegistry.office": "registry_office",
  "commercialRegistry.shareCapital": "share_capital",
  "healthRegistry.authority": "health_authority",
  "healthRegistry.number": "health_number",
  "commercialRegistry.registry": "registry",
  "commercialRegistry.volume": "registry_volume",
  "commercialRegistry.folio": "registry_folio",
  "commercialRegistry.sheet": "registry_sheet",
  "commercialRegistry.entry": "registry_entry",
};

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
    operators.map((operator) => {
      const address = operator.registeredAddress;
      const own =
        operator.country === "BR"
          ? { cnpj: operator.cnpj, crm_state: operator.crm.state, crm_number: operator.crm.number }
          : operator.country === "PT"
            ? {
                nif: operator.nif,
                ers_registration: operator.ers.registration,
                ers_licence: operator.ers.licence,
                registry_office: operator.commercialRegistry.office,
                share_capital: operator.commercialRegistry.shareCapital,
              }
            : {
                nif: operator.nif,
                health_authority: operator.healthRegistry.authority,
                health_number: operator.healthRegistry.number,
                registry: operator.commercialRegistry.registry,
                registry_volume: operator.commercialRegistry.volume,
                registry_folio: operator.commercialRegistry.folio,
                registry_sheet: operator.commercialRegistry.sheet,
                registry_entry: operator.commercialRegistry.entry,
              };
      return {
        id: operator.country.toLowerCase(),
        values: {
          legal_name: operator.legalName,
          street: address.street,
          postal_code: address.postalCode,
          city: address.city,
          region: address.region,
          email: operator.email,
          phone: operator.telephone.display,
          medical_director: operator.medicalDirector,
          privacy_name: operator.privacyOfficer.name,
          privacy_email: operator.privacyOfficer.email,
          bodies: operator.professionalBodies.map(({ name, url }) => `${name} ${url}`).join("\n"),
          ...own,
        },
      };
    }),
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
    const own: readonly string[] = countryFields[countryOf(id)] ?? [];
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
    const operator = operatorOf(country, { ...values, bodies: values.bodies });
    const parsed = operatorSchema.safeParse(operator);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const path = issue.path.filter((step) => typeof step === "string").join(".");
      const field = fieldOfPath[path] ?? (path.startsWith("professionalBodies") ? "bodies" : undefined);
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
  const telephone: Telephone = { e164: e164Of(value("phone")), display: value("phone") };
  const common = {
    legalName: value("legal_name"),
    registeredAddress: {
      street: value("street"),
      postalCode: value("postal_code"),
      city: value("city"),
      region: value("region"),
    },
    email: value("email"),
    telephone,
    medicalDirector: value("medical_director") as Operator["medicalDirector"],
    privacyOfficer: { name: value("privacy_name"), email: value("privacy_email") },
    professionalBodies: value("bodies")
      .split("\n")
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const [, name = item, url = ""] = bodyPattern.exec(item) ?? [];
        return { name, url: url as `https://${string}` };
      }),
  };
  switch (country) {
    case "BR":
      return {
        country,
        ...common,
        cnpj: value("cnpj"),
        crm: { state: value("crm_state") as BrazilianState, number: value("crm_number") },
      };
    case "PT":
      return {
        country,
        ...common,
        nif: value("nif"),
        ers: { registration: value("ers_registration"), licence: value("ers_licence") },
        commercialRegistry: { office: value("registry_office"), shareCapital: value("share_capital") },
      };
    case "ES":
      return {
        country,
        ...common,
        nif: value("nif"),
        healthRegistry: { authority: value("health_authority"), number: value("health_number") },
        commercialRegistry: {
          registry: value("registry"),
          volume: value("registry_volume"),
          folio: value("registry_folio"),
          sheet: value("registry_sheet"),
          entry: value("registry_entry"),
        },
      };
  }
}

/** Every country's operator with these fields over the repository's, in the pages' order. */
export const operatorsIn = (fields: Readonly<Record<string, string>>) =>
  operatorKind.recordsOf(fields).all.map(({ record }) => record);
