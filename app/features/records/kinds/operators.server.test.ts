import { describe, expect, it } from "vitest";
import { locations } from "~/config/clinic";
import { operators } from "~/config/legal-identity";
import { legalIdentityProblems } from "~/config/legal-identity.server";
import { physicians } from "~/config/physicians";
import { recordsOf, ruleLines } from "../../../../tests/support/records";
import { catalogueKindOf } from "../kinds.server";
import { operatorKind } from "./operators.server";
import { physicianKind } from "./physicians.server";

const key = (country: string, field: string) => operatorKind.key(country, field as "street");
const operatorsOf = (fields: Record<string, string>) => recordsOf(operatorKind, fields);
const rules = ruleLines;

describe("the legal identity as records", () => {
  it("is the repository's when nothing is published, without a problem", () => {
    const { all, problems } = operatorsOf({});
    expect(problems).toEqual([]);
    expect(all).toEqual(operators);
  });

  it("takes the published fields: a new registration, address and bodies, which the start-up check accepts", () => {
    const { all, problems } = operatorsOf({
      [key("pt", "ers_registration")]: "E170001",
      [key("pt", "street")]: "Rua Castilho, 39",
      [key("pt", "postal_code")]: "1250-068",
      [key("pt", "phone")]: "+351 213 000 999",
      [key("pt", "bodies")]:
        "Entidade Reguladora da Saúde https://www.ers.pt\nOrdem dos Médicos https://ordemdosmedicos.pt",
      [key("es", "legal_name")]: "Aurea Clínica Madrid, S.L.U.",
    });
    expect(problems).toEqual([]);
    const portugal = all.find(({ country }) => country === "PT");
    expect(portugal?.country === "PT" && portugal.ers.registration).toBe("E170001");
    expect(portugal?.registeredAddress).toMatchObject({ street: "Rua Castilho, 39", postalCode: "1250-068" });
    expect(portugal?.telephone).toEqual({ e164: "+351213000999", display: "+351 213 000 999" });
    expect(portugal?.professionalBodies).toEqual([
      { name: "Entidade Reguladora da Saúde", url: "https://www.ers.pt" },
      { name: "Ordem dos Médicos", url: "https://ordemdosmedicos.pt" },
    ]);
    expect(all.find(({ country }) => country === "ES")?.legalName).toBe("Aurea Clínica Madrid, S.L.U.");
    expect(legalIdentityProblems({ operators: all, physicians, locations })).toEqual([]);
  });

  it("says which field breaks which rule, and keeps the repository's operator meanwhile", () => {
    const { all, problems } = operatorsOf({
      [key("br", "cnpj")]: "45.123.678/0001-09",
      [key("br", "postal_code")]: "01426001",
      [key("br", "privacy_email")]: "encarregado at aurea",
      [key("br", "crm_number")]: "99-88",
      [key("pt", "legal_name")]: " ",
      [key("pt", "bodies")]: "Ordem dos Médicos ordemdosmedicos.pt",
      [key("es", "nif")]: "B87654320",
    });
    expect(rules(problems)).toEqual([
      "br.privacy_email:operator_email",
      "br.cnpj:operator_tax_number",
      "br.postal_code:location_postal_code",
      "br.crm_number:operator_digits",
      "pt.legal_name:operator_text",
      "pt.bodies:operator_bodies",
      "es.nif:operator_tax_number",
    ]);
    expect(problems.find(({ field }) => field === "cnpj")?.detail).toEqual({
      name: "CNPJ",
      found: "45.123.678/0001-09",
    });
    expect(problems.find(({ field }) => field === "postal_code")?.detail).toEqual({ example: "01426-001" });
    expect(all).toEqual(operators);
  });

  it("keeps each medical director registered in the country, in Brazil with the clinic's CRM state", () => {
    const { problems } = operatorsOf({
      [key("pt", "medical_director")]: "lucia-romero",
      [key("br", "crm_state")]: "RJ",
      [key("es", "medical_director")]: "someone-else",
    });
    expect(rules(problems)).toEqual([
      "br.medical_director:operator_director_state",
      "pt.medical_director:operator_director",
      "es.medical_director:field_choice",
    ]);
    expect(problems[0]?.detail).toEqual({ state: "RJ" });
    // The physicians' own rule tells the same from their side: the registration the director needs.
    const fields = { [key("pt", "medical_director")]: "lucia-romero" };
    expect(rules(physicianKind.recordsOf(fields).problems)).toEqual([
      "lucia-romero.pt_number:physician_director_registration",
    ]);
  });

  it("has its defaults and its editor's page by its keys; other countries have none", () => {
    const folio = key("es", "registry_folio");
    expect(folio).toBe("operators.es.registry_folio");
    expect(catalogueKindOf(folio)?.defaultOf(folio)).toBe("112");
    expect(catalogueKindOf(folio)?.editorPath(folio)).toBe("/legal/es");
    expect(catalogueKindOf(folio)?.fieldHref(folio)).toBe("/legal/es#operators-registry-folio");
    expect(operatorKind.ofKey("operators.br.registry_folio")).toBeUndefined();
    expect(operatorKind.ofKey("operators.fr.legal_name")).toBeUndefined();
    expect(catalogueKindOf("operators.fr.legal_name")?.problemOf("operators.fr.legal_name")).toBe("catalogue_field");
  });
});
