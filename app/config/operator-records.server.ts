import type { CountryCode, Telephone } from "./clinic";
import { type Operator, operators } from "./legal-identity";
import { operatorSchema } from "./legal-identity.server";
import { e164Of, postalCodes } from "./location-records";
import { directorMismatch, linesOf } from "./physician-records";
import type { BrazilianState, Physician } from "./physicians";

/**
 * Who runs the clinic in each country (the legal identity, `legal-identity.ts`) as the clinic edits it
 * (docs/staff.md#legal-identity): the repository's operators are the defaults, and what the staff publish in the
 * content editor goes over them, as fields of the content store's `catalogue` namespace (`operators.<br|pt|es>.<field>`,
 * like the locations'). Each country keeps its operator: its law asks for its own registrations, so a field's rule is
 * the one the server checks at start-up (`operatorSchema`: tax numbers with their check digits, postal codes, e-mail
 * addresses), and the medical director must be a physician registered in the country (in Brazil, with the clinic's
 * CRM's state). The legal notice and the privacy policy name the operators of the countries where a location is shown.
 */

/** What every operator has: the company, its registered office, its contacts, its medical director, its DPO. */
const commonFields = [
  "legal_name",
  "street",
  "postal_code",
  "city",
  "region",
  "email",
  "phone",
  "medical_director",
  "privacy_name",
  "privacy_email",
  "bodies",
] as const;
/** What each country's law asks for besides. */
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

export type OperatorField = (typeof commonFields)[number] | (typeof countryFields)[keyof typeof countryFields][number];

/** The fields of a country's operator, in the order the editor's form shows them. */
export const operatorFieldsOf = (country: CountryCode): readonly OperatorField[] => [
  "legal_name",
  ...countryFields[country],
  ...commonFields.slice(1),
];

/** The countries that have an operator, in the order the pages list them. */
export const operatorCountries: readonly CountryCode[] = operators.map(({ country }) => country);

/** The key of an operator's field in the `catalogue` namespace: the country in lower case. */
export const operatorKey = (country: CountryCode, field: OperatorField) =>
  `operators.${country.toLowerCase()}.${field}`;

/** A country's code as the editor's address writes it (`br`), if it has an operator. */
export const operatorCountryOf = (segment: string): CountryCode | undefined =>
  operatorCountries.find((country) => country.toLowerCase() === segment);

/** An operator's country and field, if the key names a field that country's operator has. */
export function operatorOfKey(key: string): { country: CountryCode; field: OperatorField } | undefined {
  const [, segment = "", field = ""] = /^operators\.([a-z]{2})\.([a-z_]+)$/.exec(key) ?? [];
  const country = operatorCountryOf(segment);
  if (!country || !(operatorFieldsOf(country) as readonly string[]).includes(field)) return undefined;
  return { country, field: field as OperatorField };
}

/** A professional body as its line of the `bodies` field: its name, then its address. */
const bodyPattern = /^(.*\S)\s+(https:\/\/\S+)$/;

/** An operator's fields as text, like every value of the content store. */
export function operatorValues(operator: Operator): Record<OperatorField, string> {
  const address = operator.registeredAddress;
  const own = (): Partial<Record<OperatorField, string>> => {
    switch (operator.country) {
      case "BR":
        return { cnpj: operator.cnpj, crm_state: operator.crm.state, crm_number: operator.crm.number };
      case "PT":
        return {
          nif: operator.nif,
          ers_registration: operator.ers.registration,
          ers_licence: operator.ers.licence,
          registry_office: operator.commercialRegistry.office,
          share_capital: operator.commercialRegistry.shareCapital,
        };
      case "ES":
        return {
          nif: operator.nif,
          health_authority: operator.healthRegistry.authority,
          health_number: operator.healthRegistry.number,
          registry: operator.commercialRegistry.registry,
          registry_volume: operator.commercialRegistry.volume,
          registry_folio: operator.commercialRegistry.folio,
          registry_sheet: operator.commercialRegistry.sheet,
          registry_entry: operator.commercialRegistry.entry,
        };
    }
  };
  return {
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
    ...own(),
  } as Record<OperatorField, string>;
}

const defaultOperator = (country: CountryCode) =>
  operators.find((operator) => operator.country === country) as Operator;

/** An operator field's default (the repository's value), if the key names one. */
export function operatorDefault(key: string): string | undefined {
  const found = operatorOfKey(key);
  return found ? operatorValues(defaultOperator(found.country))[found.field] : undefined;
}

/** A country's operator's fields with these fields (the published, or the drafted too) over the repository's. */
export function operatorFieldsFrom(country: CountryCode, fields: Readonly<Record<string, string>>) {
  const values = operatorValues(defaultOperator(country));
  for (const field of operatorFieldsOf(country)) {
    const value = fields[operatorKey(country, field)];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** An operator from its fields, as the legal identity types it (checked by `operatorSchema`, not here). */
function operatorOf(country: CountryCode, values: Record<OperatorField, string>): Operator {
  const telephone: Telephone = { e164: e164Of(values.phone), display: values.phone };
  const common = {
    legalName: values.legal_name,
    registeredAddress: {
      street: values.street,
      postalCode: values.postal_code,
      city: values.city,
      region: values.region,
    },
    email: values.email,
    telephone,
    medicalDirector: values.medical_director as Operator["medicalDirector"],
    privacyOfficer: { name: values.privacy_name, email: values.privacy_email },
    professionalBodies: linesOf(values.bodies).map((line) => {
      const [, name = line, url = ""] = bodyPattern.exec(line) ?? [];
      return { name, url: url as `https://${string}` };
    }),
  };
  switch (country) {
    case "BR":
      return {
        country,
        ...common,
        cnpj: values.cnpj,
        crm: { state: values.crm_state as BrazilianState, number: values.crm_number },
      };
    case "PT":
      return {
        country,
        ...common,
        nif: values.nif,
        ers: { registration: values.ers_registration, licence: values.ers_licence },
        commercialRegistry: { office: values.registry_office, shareCapital: values.share_capital },
      };
    case "ES":
      return {
        country,
        ...common,
        nif: values.nif,
        healthRegistry: { authority: values.health_authority, number: values.health_number },
        commercialRegistry: {
          registry: values.registry,
          volume: values.registry_volume,
          folio: values.registry_folio,
          sheet: values.registry_sheet,
          entry: values.registry_entry,
        },
      };
  }
}

/** The rules of an operator's fields, as codes the editor translates (`staff:content_rules.<code>`). */
export type OperatorRule =
  | "operator_text"
  | "operator_tax_number"
  | "operator_email"
  | "operator_digits"
  | "operator_bodies"
  | "operator_director"
  | "operator_director_state"
  | "location_postal_code"
  | "location_phone"
  | "location_choice";

export interface OperatorProblem {
  country: CountryCode;
  field: OperatorField;
  rule: OperatorRule;
  detail?: Record<string, string | number>;
}

/** The field a path of `operatorSchema` names (`registeredAddress.postalCode` → `postal_code`). */
const fieldOfPath: Record<string, OperatorField> = {
  legalName: "legal_name",
  "registeredAddress.street": "street",
  "registeredAddress.postalCode": "postal_code",
  "registeredAddress.city": "city",
  "registeredAddress.region": "region",
  email: "email",
  "telephone.e164": "phone",
  "telephone.display": "phone",
  medicalDirector: "medical_director",
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

const longest = 200;

/** The message a field's problem gets: the field decides it, whatever `operatorSchema` wrote in English. */
function ruleOf(country: CountryCode, field: OperatorField, value: string): Omit<OperatorProblem, "country" | "field"> {
  switch (field) {
    case "cnpj":
    case "nif":
      return { rule: "operator_tax_number", detail: { name: country === "BR" ? "CNPJ" : "NIF", found: value } };
    case "postal_code":
      return { rule: "location_postal_code", detail: { example: postalCodes[country].example } };
    case "phone":
      return { rule: "location_phone", detail: { found: value } };
    case "email":
    case "privacy_email":
      return { rule: "operator_email", detail: { found: value } };
    case "crm_number":
      return { rule: "operator_digits", detail: { found: value } };
    case "crm_state":
    case "medical_director":
      return { rule: "location_choice" };
    case "bodies":
      return { rule: "operator_bodies" };
    default:
      return { rule: "operator_text", detail: { max: longest } };
  }
}

/**
 * What is wrong with a country's operator's fields: each one as the server's start-up check reads it, on one line and
 * at most 200 characters (the professional bodies one per line, a name then its https address), and its medical
 * director one of these physicians, registered in the country.
 */
export function operatorProblems(
  country: CountryCode,
  values: Record<OperatorField, string>,
  list: readonly Physician[],
): OperatorProblem[] {
  const problems = new Map<OperatorField, Omit<OperatorProblem, "country" | "field">>();
  for (const field of operatorFieldsOf(country)) {
    const value = values[field];
    const lines = field === "bodies" ? linesOf(value) : [value];
    if (lines.some((line) => line.length > longest || /[\n\r]/.test(line)) || (field === "bodies" && lines.length > 8))
      problems.set(field, ruleOf(country, field, value));
  }
  if (linesOf(values.bodies).some((line) => !bodyPattern.test(line)))
    problems.set("bodies", { rule: "operator_bodies" });
  const operator = operatorOf(country, values);
  const parsed = operatorSchema.safeParse(operator);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const path = issue.path.filter((step) => typeof step === "string").join(".");
    const field = fieldOfPath[path] ?? (path.startsWith("professionalBodies") ? "bodies" : undefined);
    if (field && !problems.has(field)) problems.set(field, ruleOf(country, field, values[field]));
  }
  if (!problems.has("medical_director")) {
    if (!list.some((doctor) => doctor.id === values.medical_director))
      problems.set("medical_director", { rule: "location_choice" });
    else {
      const mismatch = directorMismatch(operator, list);
      if (mismatch === "registration") problems.set("medical_director", { rule: "operator_director" });
      if (mismatch === "state")
        problems.set("medical_director", { rule: "operator_director_state", detail: { state: values.crm_state } });
    }
  }
  return operatorFieldsOf(country).flatMap((field) => {
    const problem = problems.get(field);
    return problem ? [{ country, field, ...problem }] : [];
  });
}

/** The fields' values tidied as the form sends them: each on one line without doubled spaces, the bodies one a line. */
export const tidyOperatorValue = (field: OperatorField, value: string) =>
  field === "bodies" ? linesOf(value).join("\n") : value.trim().replace(/\s+/g, " ");

/**
 * Every country's operator as these fields write it, checked or not: what the physicians' rules read of it (which
 * physician directs which clinic, and the Brazilian clinic's CRM state).
 */
export const operatorsAsWritten = (fields: Readonly<Record<string, string>>): Operator[] =>
  operatorCountries.map((country) => operatorOf(country, operatorFieldsFrom(country, fields)));

/**
 * Every country's operator with these fields over the repository's, in the pages' order, and what is wrong with them
 * (the physicians are those the same fields leave, for each medical director). An operator whose fields break a rule
 * is the repository's as it was: a publish refuses such fields, so this only guards the pages.
 */
export function operatorsOf(
  fields: Readonly<Record<string, string>>,
  list: readonly Physician[],
): { all: Operator[]; problems: OperatorProblem[] } {
  const problems: OperatorProblem[] = [];
  const all = operatorCountries.map((country) => {
    const values = operatorFieldsFrom(country, fields);
    const found = operatorProblems(country, values, list);
    problems.push(...found);
    return found.length === 0 ? operatorOf(country, values) : defaultOperator(country);
  });
  return { all, problems };
}
