import { describe, expect, it } from "vitest";
import { locations } from "~/config/clinic";
import { operators } from "~/config/legal-identity";
import { legalIdentityProblems } from "~/config/legal-identity.server";
import { clinicalDirector, physicians } from "~/config/physicians";
import { ruleLines } from "../../../../tests/support/records";
import { catalogueKindOf as recordKindOf } from "../kinds.server";
import { physicianKind, physiciansIn } from "./physicians.server";

const physicianKey = (id: string, field: string) => physicianKind.key(id, field as "name");
const physiciansOf = (fields: Record<string, string>) => ({
  ...physiciansIn(fields),
  problems: physicianKind.recordsOf(fields).problems,
});
const rules = ruleLines;

const director = clinicalDirector.id;

describe("the physicians as records", () => {
  it("are the repository's when nothing is published, without a problem", () => {
    const { physicians: list, director: shown, problems } = physiciansOf({});
    expect(problems).toEqual([]);
    expect(list).toEqual(
      physicians.map(({ id, name, gender, registrations }) => ({ id, name, gender, registrations })),
    );
    expect(shown).toMatchObject({
      name: clinicalDirector.name,
      medicalSchool: clinicalDirector.medicalSchool,
      graduationYear: clinicalDirector.graduationYear,
      memberships: clinicalDirector.memberships,
      uploadedPortrait: null,
    });
  });

  it("take the published fields over the repository's: a name, a specialty, a new registration, a portrait", () => {
    const {
      physicians: list,
      director: shown,
      problems,
    } = physiciansOf({
      [physicianKey(director, "name")]: "Helena Duarte Matos",
      [physicianKey(director, "rqe")]: "Dermatologia 45678",
      [physicianKey("tiago-ferreira", "es_number")]: "282899999",
      [physicianKey("tiago-ferreira", "es_college")]: "Ilustre Colegio Oficial de Médicos de Madrid",
      [physicianKey("tiago-ferreira", "es_degree")]: "Licenciado em Medicina (Universidade de Lisboa)",
      [physicianKey("tiago-ferreira", "es_degree_country")]: "PT",
      [physicianKey(director, "memberships")]: "Sociedad Española de Medicina Estética (SEME)\n",
      [physicianKey(director, "portrait")]: "0123456789abcdef0123",
    });
    expect(problems).toEqual([]);
    expect(shown.name).toBe("Helena Duarte Matos");
    expect(shown.registrations[0]).toEqual({
      country: "BR",
      state: "SP",
      number: "123456",
      specialties: [{ name: "Dermatologia", rqe: "45678" }],
    });
    expect(shown.memberships).toEqual(["Sociedad Española de Medicina Estética (SEME)"]);
    expect(shown.uploadedPortrait).toBe("0123456789abcdef0123");
    expect(list.find(({ id }) => id === "tiago-ferreira")?.registrations.map(({ country }) => country)).toEqual([
      "PT",
      "ES",
    ]);
    // What the site shows is what the start-up check accepts.
    expect(legalIdentityProblems({ operators, physicians: list, locations })).toEqual([]);
  });

  it("say which field breaks which rule, and show the repository's physician meanwhile", () => {
    const { physicians: list, problems } = physiciansOf({
      [physicianKey(director, "crm_number")]: "12.345",
      [physicianKey(director, "graduation_year")]: "06",
      [physicianKey("lucia-romero", "es_college")]: "",
      [physicianKey("lucia-romero", "rqe")]: "Dermatologia",
    });
    expect(rules(problems)).toEqual(
      expect.arrayContaining([
        `${director}.crm_number:physician_number`,
        `${director}.graduation_year:physician_year`,
        "lucia-romero.es_college:field_text",
        "lucia-romero.rqe:physician_specialties",
        "lucia-romero.crm_number:physician_number_missing",
      ]),
    );
    expect(problems.find(({ field }) => field === "rqe")?.detail).toMatchObject({ found: "Dermatologia" });
    expect(list).toEqual(
      physicians.map(({ id, name, gender, registrations }) => ({ id, name, gender, registrations })),
    );
  });

  it("keep each clinic's medical director registered in its country, in Brazil with the clinic's CRM", () => {
    const { problems } = physiciansOf({
      [physicianKey("tiago-ferreira", "pt_number")]: "",
      [physicianKey(director, "crm_state")]: "RJ",
    });
    expect(rules(problems)).toEqual([
      "tiago-ferreira.crm_number:physician_no_registration",
      `${director}.crm_state:physician_director_state`,
      "tiago-ferreira.pt_number:physician_director_registration",
    ]);
    expect(problems[1]?.detail).toEqual({ state: "SP" });
  });

  it("have their defaults and their editor's page in the list of record kinds", () => {
    const key = physicianKey(director, "crm_number");
    expect(recordKindOf(key)?.defaultOf(key)).toBe("123456");
    expect(recordKindOf(key)?.editorPath(key)).toBe(`/physicians/${director}`);
    expect(recordKindOf(key)?.fieldHref(key)).toBe(`/physicians/${director}#physicians-crm-number`);
    expect(recordKindOf(key)?.problemOf(key)).toBeUndefined();
    // Only the director has a portrait and what the about page says of her.
    expect(recordKindOf("physicians.tiago-ferreira.portrait")?.problemOf("physicians.tiago-ferreira.portrait")).toBe(
      "catalogue_field",
    );
    expect(physicianKind.defaults().find(({ id }) => id === "lucia-romero")?.values.es_degree_country).toBe("ES");
  });
});
