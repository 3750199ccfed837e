import { describe, expect, it } from "vitest";
import { catalogueKindOf as recordKindOf } from "~/features/records/kinds.server";
import { locations } from "./clinic";
import { operators } from "./legal-identity";
import { legalIdentityProblems } from "./legal-identity.server";
import {
  operatorDefault,
  operatorKey,
  operatorOfKey,
  operatorsAsWritten,
  operatorsOf,
} from "./operator-records.server";
import { physiciansOf } from "./physician-records";
import { physicians } from "./physicians";

describe("the legal identity as records", () => {
  it("is the repository's when nothing is published, without a problem", () => {
    const { all, problems } = operatorsOf({}, physicians);
    expect(problems).toEqual([]);
    expect(all).toEqual(operators);
  });

  it("takes the published fields: a new registration, address and bodies, which the start-up check accepts", () => {
    const { all, problems } = operatorsOf(
      {
        [operatorKey("PT", "ers_registration")]: "E170001",
        [operatorKey("PT", "street")]: "Rua Castilho, 39",
        [operatorKey("PT", "postal_code")]: "1250-068",
        [operatorKey("PT", "phone")]: "+351 213 000 999",
        [operatorKey("PT", "bodies")]:
          "Entidade Reguladora da Saúde https://www.ers.pt\nOrdem dos Médicos https://ordemdosmedicos.pt",
        [operatorKey("ES", "legal_name")]: "Aurea Clínica Madrid, S.L.U.",
      },
      physicians,
    );
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
    const { all, problems } = operatorsOf(
      {
        [operatorKey("BR", "cnpj")]: "45.123.678/0001-09",
        [operatorKey("BR", "postal_code")]: "01426001",
        [operatorKey("BR", "privacy_email")]: "encarregado at aurea",
        [operatorKey("BR", "crm_number")]: "99-88",
        [operatorKey("PT", "legal_name")]: " ",
        [operatorKey("PT", "bodies")]: "Ordem dos Médicos ordemdosmedicos.pt",
        [operatorKey("ES", "nif")]: "B87654320",
      },
      physicians,
    );
    expect(problems).toEqual([
      {
        country: "BR",
        field: "cnpj",
        rule: "operator_tax_number",
        detail: { name: "CNPJ", found: "45.123.678/0001-09" },
      },
      { country: "BR", field: "crm_number", rule: "operator_digits", detail: { found: "99-88" } },
      { country: "BR", field: "postal_code", rule: "location_postal_code", detail: { example: "01426-001" } },
      { country: "BR", field: "privacy_email", rule: "operator_email", detail: { found: "encarregado at aurea" } },
      { country: "PT", field: "legal_name", rule: "operator_text", detail: { max: 200 } },
      { country: "PT", field: "bodies", rule: "operator_bodies" },
      { country: "ES", field: "nif", rule: "operator_tax_number", detail: { name: "NIF", found: "B87654320" } },
    ]);
    expect(all).toEqual(operators);
  });

  it("keeps each medical director registered in the country, in Brazil with the clinic's CRM state", () => {
    const { problems } = operatorsOf(
      {
        [operatorKey("PT", "medical_director")]: "lucia-romero",
        [operatorKey("BR", "crm_state")]: "RJ",
        [operatorKey("ES", "medical_director")]: "someone-else",
      },
      physicians,
    );
    expect(problems).toEqual([
      { country: "BR", field: "medical_director", rule: "operator_director_state", detail: { state: "RJ" } },
      { country: "PT", field: "medical_director", rule: "operator_director" },
      { country: "ES", field: "medical_director", rule: "location_choice" },
    ]);
    // The physicians' own rule tells the same from their side: the registration the director needs.
    const fields = { [operatorKey("PT", "medical_director")]: "lucia-romero" };
    expect(physiciansOf(fields, operatorsAsWritten(fields)).problems).toEqual([
      { id: "lucia-romero", field: "pt_number", rule: "physician_director_registration" },
    ]);
  });

  it("has its defaults and its editor's page in the list of record kinds; other countries have none", () => {
    const key = operatorKey("ES", "registry_folio");
    expect(key).toBe("operators.es.registry_folio");
    expect(operatorDefault(key)).toBe("112");
    expect(recordKindOf(key)?.defaultOf(key)).toBe("112");
    expect(recordKindOf(key)?.editorPath(key)).toBe("/legal/es");
    expect(operatorOfKey("operators.br.registry_folio")).toBeUndefined();
    expect(operatorOfKey("operators.fr.legal_name")).toBeUndefined();
    expect(recordKindOf("operators.fr.legal_name")?.problemOf("operators.fr.legal_name", "x", {})).toBe(
      "catalogue_field",
    );
  });
});
