import type { CountryCode } from "~/config/clinic";
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
} from "~/config/physicians";
import { choice, line, lines, number, picture } from "../fields";
import { defineRecordKind, type RecordProblem, recordsIn } from "../record-kind";

/**
 * The physicians the site names (docs/staff.md#physicians): the repository's three (`physicians.ts`) are the
 * defaults; the legal identity names them as the clinics' medical directors, so none is added here. A physician's
 * name, the grammatical gender of the texts that name them, and a registration per country (present when its number
 * is filled in); the clinical director also her school, year, societies and portrait (her biography is the about
 * page's texts).
 */

/** A physician as the pages show them; the clinical director with what the about page tells of her. */
export interface PhysicianRecord extends Physician {
  director?: Pick<ClinicalDirector, "medicalSchool" | "graduationYear" | "memberships"> & {
    uploadedPortrait: string | null;
  };
}

const countries: readonly CountryCode[] = ["BR", "PT", "ES"];
/** A registered specialty as its line: its name, then its RQE number. */
const specialtyPattern = /^(.{2,120}?)\s+(\d{1,9})$/;
const specialtyLine = (specialty: RegisteredSpecialty) => `${specialty.name} ${specialty.rqe}`;
const digits = (options: { optional?: boolean } = {}) =>
  line({
    max: 9,
    min: 1,
    optional: options.optional,
    check: (value) => (/^\d{1,9}$/.test(value) ? undefined : { rule: "physician_number", detail: { found: value } }),
  });
const directorFields = ["medical_school", "graduation_year", "memberships", "portrait"];
/** The field of each country's registration number. */
export const numberField = { BR: "crm_number", PT: "pt_number", ES: "es_number" } as const;

export const physicianKind = defineRecordKind({
  kind: "physicians",
  defaults: () =>
    physicians.map((doctor) => {
      const brazil = doctor.registrations.find((entry) => entry.country === "BR");
      const portugal = doctor.registrations.find((entry) => entry.country === "PT");
      const spain = doctor.registrations.find((entry) => entry.country === "ES");
      const director = doctor.id === clinicalDirector.id;
      return {
        id: doctor.id,
        values: {
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
          medical_school: director ? clinicalDirector.medicalSchool : "",
          graduation_year: director ? String(clinicalDirector.graduationYear) : "",
          memberships: director ? clinicalDirector.memberships.join("\n") : "",
          portrait: "",
        },
      };
    }),
  fields: {
    name: line({ max: 120 }),
    gender: choice(["female", "male"] as const, { labels: "content.physicians.gender" }),
    crm_state: choice(brazilianStates, { optional: true }),
    crm_number: digits({ optional: true }),
    rqe: lines({ max: 130, pattern: specialtyPattern, rule: "physician_specialties" }),
    pt_number: digits({ optional: true }),
    es_number: digits({ optional: true }),
    es_college: line({ max: 200, optional: true }),
    es_degree: line({ max: 200, optional: true }),
    es_degree_country: choice(countries, { optional: true, labels: "common:countries" }),
    medical_school: line({ max: 120 }),
    graduation_year: number({ min: 1940, max: 2100, rule: "physician_year" }),
    memberships: lines({ max: 200 }),
    portrait: picture("portrait", {
      optional: true,
      own: (id) => (id === clinicalDirector.id ? `${clinicalDirector.portrait.base}-480.webp` : undefined),
    }),
  },
  toRecord: (id, values): PhysicianRecord => {
    const registrations: PhysicianRegistration[] = [];
    if (values.crm_number) {
      registrations.push({
        country: "BR",
        state: values.crm_state as BrazilianState,
        number: values.crm_number,
        specialties: values.rqe.map((item) => {
          const [, name = "", rqe = ""] = specialtyPattern.exec(item) ?? [];
          return { name, rqe };
        }),
      });
    }
    if (values.pt_number) registrations.push({ country: "PT", number: values.pt_number });
    if (values.es_number) {
      registrations.push({
        country: "ES",
        college: values.es_college,
        number: values.es_number,
        degree: values.es_degree,
        degreeCountry: values.es_degree_country as CountryCode,
      });
    }
    const physician: PhysicianRecord = {
      id: id as PhysicianId,
      name: values.name,
      gender: values.gender,
      registrations,
    };
    if (id === clinicalDirector.id) {
      physician.director = {
        medicalSchool: values.medical_school,
        graduationYear: values.graduation_year,
        memberships: values.memberships,
        uploadedPortrait: values.portrait || null,
      };
    }
    return physician;
  },
  // The clinical director's fields are hers alone.
  fieldsOf: (id, values) =>
    (Object.keys(values) as Array<keyof typeof values>).filter(
      (field) => id === clinicalDirector.id || !directorFields.includes(field),
    ),
  // A registration begun is finished; a physician the site names has one at least.
  rules: (_, values) => {
    const problems: Array<Omit<RecordProblem, "id">> = [];
    if (values.crm_number && !values.crm_state) problems.push({ field: "crm_state", rule: "field_choice" });
    if (!values.crm_number && values.rqe.trim())
      problems.push({ field: "crm_number", rule: "physician_number_missing" });
    if (values.es_number) {
      for (const field of ["es_college", "es_degree"] as const)
        if (!values[field].trim()) problems.push({ field, rule: "field_text", detail: { max: 200 } });
      if (!values.es_degree_country) problems.push({ field: "es_degree_country", rule: "field_choice" });
    }
    if (!values.crm_number && !values.pt_number && !values.es_number)
      problems.push({ field: "crm_number", rule: "physician_no_registration" });
    return problems;
  },
  // Each clinic's medical director is registered in its country (in Brazil, with the clinic's own CRM's state).
  // (As written: a director whose registration breaks a rule of its own is told so too.)
  across: (_, context) =>
    context.written("operators").flatMap(({ id: segment, values: operator }): RecordProblem[] => {
      const country = segment.toUpperCase() as CountryCode;
      const id = operator.medical_director ?? "";
      const director = context.written("physicians").find((physician) => physician.id === id)?.values;
      if (!director) return [];
      if (!director[numberField[country]])
        return [{ id, field: numberField[country], rule: "physician_director_registration" }];
      if (country === "BR" && director.crm_state !== operator.crm_state)
        return [
          { id, field: "crm_state", rule: "physician_director_state", detail: { state: operator.crm_state ?? "" } },
        ];
      return [];
    }),
  editor: {
    title: "name",
    columns: [],
    preview: (id) => (id === clinicalDirector.id ? { path: "/about-us", text: "preview_about" } : "/legal-notice"),
    groups: [
      { id: "BR", fields: ["crm_state", "crm_number", "rqe"] },
      { id: "PT", fields: ["pt_number"] },
      { id: "ES", fields: ["es_number", "es_college", "es_degree", "es_degree_country"] },
      { id: "about", fields: ["medical_school", "graduation_year", "memberships"] },
    ],
    textsPage: (id) => (id === clinicalDirector.id ? "/about_page" : undefined),
  },
});

/** The physicians as these fields leave them, and the clinical director as the about page presents her. */
export function physiciansIn(fields: Readonly<Record<string, string>>) {
  const list = recordsIn(physicianKind, fields);
  const own = list.find(({ id }) => id === clinicalDirector.id);
  const director = {
    ...clinicalDirector,
    ...(own && { id: own.id, name: own.name, gender: own.gender, registrations: own.registrations }),
    ...own?.director,
    uploadedPortrait: own?.director?.uploadedPortrait ?? null,
  };
  const physiciansOnly = list.map(
    ({ id, name, gender, registrations }): Physician => ({ id, name, gender, registrations }),
  );
  return { physicians: physiciansOnly, director };
}
