import type { CountryCode } from "./clinic";
import { type Operator, operators } from "./legal-identity";
import {
  type BrazilianState,
  brazilianStates,
  type ClinicalDirector,
  clinicalDirector,
  type Physician,
  type PhysicianId,
  type PhysicianRegistration,
  physicians,
  type RegisteredSpecialty,
} from "./physicians";
import { pictureIdPattern } from "./pictures";

/**
 * The physicians as the clinic edits them (docs/staff.md#physicians): the repository's (`physicians.ts`) are the
 * defaults, and what the staff publish in the content editor goes over them, as fields of the content store's
 * `catalogue` namespace (`physicians.<id>.<field>`, like the treatments'). A physician's name, the grammatical gender
 * of the texts that name them, and a registration per country; the clinical director also her school, year,
 * societies and portrait (her biography is the about page's texts). The physicians are the repository's three: the
 * legal identity names them as the clinics' medical directors.
 */

/** What every physician has: the name, the gender of the texts, and the registration fields of each country. */
export const physicianFields = [
  "name",
  "gender",
  "crm_state",
  "crm_number",
  "rqe",
  "pt_number",
  "es_number",
  "es_college",
  "es_degree",
  "es_degree_country",
] as const;
/** What the clinical director has besides: what the about page tells of her, and her portrait. */
export const directorFields = ["medical_school", "graduation_year", "memberships", "portrait"] as const;
export type PhysicianField = (typeof physicianFields)[number] | (typeof directorFields)[number];

/** The clinical director as the about page shows her: an uploaded portrait (a picture's id), or the repository's. */
export interface DirectorRecord extends ClinicalDirector {
  uploadedPortrait: string | null;
}

/** The rules of a physician's fields, as codes the editor translates (`staff:content_rules.<code>`). */
export type PhysicianRule =
  | "physician_text"
  | "physician_number"
  | "physician_choice"
  | "physician_year"
  | "physician_specialties"
  | "physician_number_missing"
  | "physician_no_registration"
  | "physician_director_registration"
  | "physician_director_state";

export interface PhysicianProblem {
  id: PhysicianId;
  field: PhysicianField;
  rule: PhysicianRule;
  detail?: Record<string, string | number>;
}

export const physicianIds = physicians.map(({ id }) => id);
const countries: readonly CountryCode[] = ["BR", "PT", "ES"];

/** The key of a physician's field in the `catalogue` namespace. */
export const physicianKey = (id: PhysicianId, field: PhysicianField) => `physicians.${id}.${field}`;

/** The fields a physician has: the director's include hers. */
export const fieldsOf = (id: PhysicianId): readonly PhysicianField[] =>
  id === clinicalDirector.id ? [...physicianFields, ...directorFields] : physicianFields;

/** A physician's field and id, if the key is one a physician has. */
export function physicianOfKey(key: string): { id: PhysicianId; field: PhysicianField } | undefined {
  const [, id = "", field = ""] = /^physicians\.([a-z-]+)\.([a-z_]+)$/.exec(key) ?? [];
  const physician = physicianIds.find((candidate) => candidate === id);
  if (!physician || !(fieldsOf(physician) as readonly string[]).includes(field)) return undefined;
  return { id: physician, field: field as PhysicianField };
}

/** A specialty as its line of the `rqe` field: its name, then its RQE number. */
const specialtyLine = (specialty: RegisteredSpecialty) => `${specialty.name} ${specialty.rqe}`;
/** A list field's lines (a physician's specialties and societies, an operator's bodies), trimmed, empty ones left out. */
export const linesOf = (value: string) =>
  value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** A physician's fields as the repository has them (text, like every value of the content store). */
export function defaultFields(id: PhysicianId): Record<PhysicianField, string> {
  const doctor = physicians.find((candidate) => candidate.id === id) as Physician;
  const brazil = doctor.registrations.find((entry) => entry.country === "BR");
  const portugal = doctor.registrations.find((entry) => entry.country === "PT");
  const spain = doctor.registrations.find((entry) => entry.country === "ES");
  return {
    name: doctor.name,
    gender: doctor.gender,
    crm_state: brazil?.country === "BR" ? brazil.state : "",
    crm_number: brazil?.number ?? "",
    rqe: brazil?.country === "BR" ? brazil.specialties.map(specialtyLine).join("\n") : "",
    pt_number: portugal?.number ?? "",
    es_number: spain?.number ?? "",
    es_college: spain?.country === "ES" ? spain.college : "",
    es_degree: spain?.country === "ES" ? spain.degree : "",
    es_degree_country: spain?.country === "ES" ? spain.degreeCountry : "",
    medical_school: id === clinicalDirector.id ? clinicalDirector.medicalSchool : "",
    graduation_year: id === clinicalDirector.id ? String(clinicalDirector.graduationYear) : "",
    memberships: id === clinicalDirector.id ? clinicalDirector.memberships.join("\n") : "",
    portrait: "",
  };
}

/** A physician's field's default (the repository's value), if the key is a physician's field. */
export function physicianDefault(key: string): string | undefined {
  const found = physicianOfKey(key);
  return found ? defaultFields(found.id)[found.field] : undefined;
}

/** A physician's fields with the published (or drafted) ones over the repository's. */
function fieldsFrom(id: PhysicianId, fields: Readonly<Record<string, string>>) {
  const values = defaultFields(id);
  for (const field of fieldsOf(id)) {
    const value = fields[physicianKey(id, field)];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

const oneLine = (value: string, max: number) =>
  value.trim().length >= 2 && value.length <= max && !/[\n\r]/.test(value);
const number = (value: string) => /^\d{1,9}$/.test(value);
const specialtyPattern = /^(.{2,120}?)\s+(\d{1,9})$/;

/** What a field's value breaks on its own, if anything (whether it is needed at all is the registration's rule). */
function fieldProblem(field: PhysicianField, value: string): Omit<PhysicianProblem, "id" | "field"> | undefined {
  const found = { found: value };
  switch (field) {
    case "name":
    case "medical_school":
      return oneLine(value, 120) ? undefined : { rule: "physician_text", detail: { max: 120 } };
    case "gender":
      return value === "female" || value === "male" ? undefined : { rule: "physician_choice" };
    case "crm_state":
      return value === "" || (brazilianStates as readonly string[]).includes(value)
        ? undefined
        : { rule: "physician_choice" };
    case "es_degree_country":
      return value === "" || (countries as readonly string[]).includes(value)
        ? undefined
        : { rule: "physician_choice" };
    case "crm_number":
    case "pt_number":
    case "es_number":
      return value === "" || number(value) ? undefined : { rule: "physician_number", detail: found };
    case "es_college":
    case "es_degree":
      return value === "" || oneLine(value, 200) ? undefined : { rule: "physician_text", detail: { max: 200 } };
    case "rqe": {
      const wrong = linesOf(value).find((line) => !specialtyPattern.test(line));
      return wrong === undefined ? undefined : { rule: "physician_specialties", detail: { found: wrong } };
    }
    case "memberships":
      return linesOf(value).every((line) => line.length >= 2 && line.length <= 200)
        ? undefined
        : { rule: "physician_text", detail: { max: 200 } };
    case "graduation_year": {
      const year = Number(value);
      return /^\d{4}$/.test(value) && year >= 1940 && year <= 2100
        ? undefined
        : { rule: "physician_year", detail: found };
    }
    case "portrait":
      return value === "" || pictureIdPattern.test(value) ? undefined : { rule: "physician_choice" };
  }
}

/**
 * A physician from their fields, and what is wrong with them: a field's own value, a registration begun and not
 * finished (its number without its council's other fields), or none at all.
 */
function physicianOf(id: PhysicianId, values: Record<PhysicianField, string>) {
  const problems: PhysicianProblem[] = [];
  const add = (field: PhysicianField, problem: Omit<PhysicianProblem, "id" | "field">) =>
    problems.push({ id, field, ...problem });
  for (const field of fieldsOf(id)) {
    const problem = fieldProblem(field, values[field]);
    if (problem) add(field, problem);
  }
  const registrations: PhysicianRegistration[] = [];
  if (values.crm_number) {
    if (!values.crm_state) add("crm_state", { rule: "physician_choice" });
    const specialties = linesOf(values.rqe).map((line) => {
      const [, name = "", rqe = ""] = specialtyPattern.exec(line) ?? [];
      return { name, rqe };
    });
    registrations.push({
      country: "BR",
      state: values.crm_state as BrazilianState,
      number: values.crm_number,
      specialties,
    });
  } else if (values.rqe.trim()) add("crm_number", { rule: "physician_number_missing" });
  if (values.pt_number) registrations.push({ country: "PT", number: values.pt_number });
  if (values.es_number) {
    for (const field of ["es_college", "es_degree"] as const) {
      if (!values[field].trim()) add(field, { rule: "physician_text", detail: { max: 200 } });
    }
    if (!values.es_degree_country) add("es_degree_country", { rule: "physician_choice" });
    registrations.push({
      country: "ES",
      college: values.es_college.trim(),
      number: values.es_number,
      degree: values.es_degree.trim(),
      degreeCountry: values.es_degree_country as CountryCode,
    });
  }
  if (registrations.length === 0) add("crm_number", { rule: "physician_no_registration" });
  const physician: Physician = {
    id,
    name: values.name.trim(),
    gender: values.gender as Physician["gender"],
    registrations,
  };
  return { physician, problems };
}

/**
 * Why a physician cannot be a country's medical director, if they cannot: no registration in the country, or (in
 * Brazil) one with another state's CRM than the clinic's.
 */
export function directorMismatch(operator: Operator, list: readonly Physician[]): "registration" | "state" | null {
  const director = list.find((candidate) => candidate.id === operator.medicalDirector);
  if (!director) return null;
  const registration = director.registrations.find((entry) => entry.country === operator.country);
  if (!registration) return "registration";
  if (operator.country === "BR" && registration.country === "BR" && registration.state !== operator.crm.state)
    return "state";
  return null;
}

/** A clinic's medical director must be registered in its country (in Brazil, with the clinic's own CRM's state). */
function directorProblems(list: readonly Physician[], clinics: readonly Operator[]): PhysicianProblem[] {
  const numberField = { BR: "crm_number", PT: "pt_number", ES: "es_number" } as const;
  return clinics.flatMap((operator): PhysicianProblem[] => {
    const id = operator.medicalDirector;
    switch (directorMismatch(operator, list)) {
      case "registration":
        return [{ id, field: numberField[operator.country], rule: "physician_director_registration" }];
      case "state":
        return operator.country === "BR"
          ? [{ id, field: "crm_state", rule: "physician_director_state", detail: { state: operator.crm.state } }]
          : [];
      default:
        return [];
    }
  });
}

const repositoryPhysician = ({ id, name, gender, registrations }: Physician): Physician => ({
  id,
  name,
  gender,
  registrations,
});

/**
 * The physicians with these fields over the repository's, and what is wrong with them. A physician whose fields break
 * a rule is shown as the repository has them (a publish refuses such fields: this only guards the pages).
 */
export function physiciansOf(
  fields: Readonly<Record<string, string>>,
  clinics: readonly Operator[] = operators,
): {
  physicians: Physician[];
  director: DirectorRecord;
  problems: PhysicianProblem[];
} {
  const built = physicianIds.map((id) => physicianOf(id, fieldsFrom(id, fields)));
  const problems = [...built.flatMap((entry) => entry.problems)];
  problems.push(
    ...directorProblems(
      built.map((entry) => entry.physician),
      clinics,
    ),
  );
  const list = built.map((entry, index) =>
    entry.problems.length === 0 && !problems.some((problem) => problem.id === entry.physician.id)
      ? entry.physician
      : repositoryPhysician(physicians[index] as Physician),
  );
  const values = fieldsFrom(clinicalDirector.id, fields);
  const own = list[0] as Physician;
  const usable = !problems.some((problem) => problem.id === clinicalDirector.id);
  const director: DirectorRecord = {
    ...clinicalDirector,
    ...own,
    medicalSchool: usable ? values.medical_school.trim() : clinicalDirector.medicalSchool,
    graduationYear: usable ? Number(values.graduation_year) : clinicalDirector.graduationYear,
    memberships: usable ? linesOf(values.memberships) : clinicalDirector.memberships,
    uploadedPortrait: usable && values.portrait ? values.portrait : null,
  };
  return { physicians: list, director, problems };
}

/** A physician's fields with the drafts (or any fields) over what is published, for the editor's form. */
export const physicianFieldsFrom = fieldsFrom;

/** What is wrong with the fields a form sent for a physician, before they are kept as drafts. */
export function formProblems(id: PhysicianId, values: Record<PhysicianField, string>): PhysicianProblem[] {
  return physicianOf(id, values).problems;
}
