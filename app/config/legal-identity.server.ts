import { stdnum } from "stdnum";
import { z } from "zod";
import type { Location } from "./clinic";
import type { Operator } from "./legal-identity";
import { brazilianStates, type Physician } from "./physicians";

/**
 * The clinic's legal identity and physicians, checked as a regulator would read them: every field filled, tax numbers
 * with valid check digits (`stdnum`), postal codes as each country writes them, each clinic's medical director
 * registered in its country, an operator for every country with a location. The server runs it at start-up; the
 * tests run it on the repository's data (docs/decisions/016-legal-identity.md).
 */
const text = z.string().trim().min(2, "must be filled in");
const digits = (what: string) => z.string().regex(/^\d{1,9}$/, `must be the ${what}, digits only`);
const email = z.email("must be an e-mail address");
const state = z.enum(brazilianStates, { error: "must be the two-letter code of a Brazilian state (SP, RJ, …)" });
const telephone = z.object({
  e164: z.string().regex(/^\+\d{8,15}$/, "must be + and 8 to 15 digits"),
  display: text,
});
const address = (postalCode: RegExp, example: string) =>
  z.object({
    street: text,
    postalCode: z.string().regex(postalCode, `must be written like ${example}`),
    city: text,
    region: text,
  });
/** A number checked by `stdnum`'s validator for that country and kind (`BR`, `cnpj`). */
function valid(country: string, kind: string, what: string) {
  const validator = stdnum[country]?.[kind];
  if (!validator) throw new Error(`stdnum has no ${country}.${kind} validator`);
  return z.string().refine((value) => validator.validate(value).isValid, `is not a valid ${what} (check digits)`);
}

const common = {
  legalName: text,
  email,
  telephone,
  medicalDirector: text,
  privacyOfficer: z.object({ name: text, email }),
  professionalBodies: z.array(z.object({ name: text, url: z.url({ protocol: /^https$/ }) })).min(1),
};

/** One country's operator, field by field (the content editor checks the clinic's edits with it: operator-records.server.ts). */
export const operatorSchema = z.discriminatedUnion("country", [
  z.object({
    country: z.literal("BR"),
    ...common,
    cnpj: valid("BR", "cnpj", "CNPJ"),
    registeredAddress: address(/^\d{5}-\d{3}$/, "01426-001"),
    crm: z.object({ state: state, number: digits("clinic's CRM registration number") }),
  }),
  z.object({
    country: z.literal("PT"),
    ...common,
    nif: valid("PT", "nipc", "NIPC"),
    registeredAddress: address(/^\d{4}-\d{3}$/, "1250-146"),
    ers: z.object({ registration: text, licence: text }),
    commercialRegistry: z.object({ office: text, shareCapital: text }),
  }),
  z.object({
    country: z.literal("ES"),
    ...common,
    nif: valid("ES", "nif", "NIF"),
    registeredAddress: address(/^\d{5}$/, "28001"),
    healthRegistry: z.object({ authority: text, number: text }),
    commercialRegistry: z.object({ registry: text, volume: text, folio: text, sheet: text, entry: text }),
  }),
]);

const registration = z.discriminatedUnion("country", [
  z.object({
    country: z.literal("BR"),
    state: state,
    number: digits("CRM number"),
    specialties: z.array(z.object({ name: text, rqe: digits("RQE number") })),
  }),
  z.object({ country: z.literal("PT"), number: digits("cédula profissional number") }),
  z.object({
    country: z.literal("ES"),
    college: text,
    number: digits("número de colegiado"),
    degree: text,
    degreeCountry: z.enum(["BR", "PT", "ES"]),
  }),
]);

const physician = z.object({
  id: text,
  name: text,
  gender: z.enum(["female", "male"]),
  registrations: z
    .array(registration)
    .min(1, "must have at least one registration")
    .refine(
      (list) => new Set(list.map((entry) => entry.country)).size === list.length,
      "has two registrations in one country",
    ),
});

export interface LegalIdentity {
  operators: readonly Operator[];
  physicians: readonly Physician[];
  locations: readonly Location[];
}

const schema = z
  .object({
    operators: z.array(operatorSchema),
    physicians: z.array(physician),
    locations: z.array(z.object({ country: z.enum(["BR", "PT", "ES"]), city: text })),
  })
  .superRefine((data, context) => {
    const issue = (path: (string | number)[], message: string) => context.addIssue({ code: "custom", path, message });
    for (const [index, location] of data.locations.entries()) {
      if (!data.operators.some((entry) => entry.country === location.country))
        issue(["locations", index], `${location.city} (${location.country}) has no operator in operators`);
    }
    const countries = data.operators.map((entry) => entry.country);
    if (new Set(countries).size !== countries.length) issue(["operators"], "lists a country twice");
    const ids = data.physicians.map((entry) => entry.id);
    if (new Set(ids).size !== ids.length) issue(["physicians"], "lists an id twice");
    for (const [index, entry] of data.operators.entries()) {
      const director = data.physicians.find((candidate) => candidate.id === entry.medicalDirector);
      if (!director) issue(["operators", index, "medicalDirector"], `${entry.medicalDirector} is not in physicians`);
      else if (!director.registrations.some((item) => item.country === entry.country))
        issue(["operators", index, "medicalDirector"], `${director.name} has no registration in ${entry.country}`);
      else if (entry.country === "BR") {
        const crm = director.registrations.find((item) => item.country === "BR");
        if (crm?.country === "BR" && crm.state !== entry.crm.state)
          issue(["operators", index, "medicalDirector"], `must be registered with CRM-${entry.crm.state}`);
      }
    }
  });

export class LegalIdentityError extends Error {
  override name = "LegalIdentityError";
}

/** The problems of a legal identity, one line each naming the field ("operators.0.cnpj: is not a valid CNPJ"). */
export function legalIdentityProblems(identity: LegalIdentity): string[] {
  const result = schema.safeParse(identity);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/** Throws, naming every problem, unless the legal identity is complete and well formed. */
export function assertLegalIdentity(identity: LegalIdentity): void {
  const problems = legalIdentityProblems(identity);
  if (problems.length > 0)
    throw new LegalIdentityError(`The clinic's legal identity is incomplete:\n  ${problems.join("\n  ")}`);
}
