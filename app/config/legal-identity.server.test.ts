import { describe, expect, it } from "vitest";
import { locations } from "./clinic";
import { type Operator, operators } from "./legal-identity";
import { assertLegalIdentity, LegalIdentityError, legalIdentityProblems } from "./legal-identity.server";
import { type Physician, physicians } from "./physicians";

const identity = { operators, physicians, locations };

/** The repository's identity with one operator changed. */
function withOperator(country: Operator["country"], change: (operator: Operator) => unknown) {
  const copy = structuredClone(operators) as Operator[];
  const operator = copy.find((entry) => entry.country === country);
  if (operator) change(operator);
  return { ...identity, operators: copy };
}

describe("the clinic's legal identity", () => {
  it("is complete for every country with a location, in the repository's example data", () => {
    expect(legalIdentityProblems(identity)).toEqual([]);
    for (const location of locations) expect(operators.map((operator) => operator.country)).toContain(location.country);
  });

  it("refuses tax numbers whose check digits are wrong, naming the field", () => {
    const problems = [
      ...legalIdentityProblems(
        withOperator("BR", (operator) => Object.assign(operator, { cnpj: "45.123.678/0001-09" })),
      ),
      ...legalIdentityProblems(withOperator("PT", (operator) => Object.assign(operator, { nif: "516234782" }))),
      ...legalIdentityProblems(withOperator("ES", (operator) => Object.assign(operator, { nif: "B87654320" }))),
    ];
    expect(problems).toEqual([
      "operators.0.cnpj: is not a valid CNPJ (check digits)",
      "operators.1.nif: is not a valid NIPC (check digits)",
      "operators.2.nif: is not a valid NIF (check digits)",
    ]);
  });

  it("refuses an empty registration, a missing health registry or an address written the wrong way", () => {
    const problems = [
      ...legalIdentityProblems(
        withOperator("PT", (operator) => Object.assign(operator, { ers: { registration: "", licence: "21876/2020" } })),
      ),
      ...legalIdentityProblems(withOperator("ES", (operator) => Reflect.deleteProperty(operator, "healthRegistry"))),
      ...legalIdentityProblems(
        withOperator("BR", (operator) => Object.assign(operator.registeredAddress, { postalCode: "01426001" })),
      ),
      ...legalIdentityProblems(withOperator("BR", (operator) => Object.assign(operator, { legalName: " " }))),
    ];
    expect(problems).toEqual([
      "operators.1.ers.registration: must be filled in",
      expect.stringMatching(/^operators\.2\.healthRegistry: /),
      "operators.0.registeredAddress.postalCode: must be written like 01426-001",
      "operators.0.legalName: must be filled in",
    ]);
  });

  it("needs an operator for every country with a location", () => {
    const problems = legalIdentityProblems({
      ...identity,
      operators: operators.filter((entry) => entry.country !== "PT"),
    });
    expect(problems).toEqual(["locations.2: Lisboa (PT) has no operator in operators"]);
  });

  it("needs each clinic's medical director registered in its country, in Brazil with that state's CRM", () => {
    const elsewhere = legalIdentityProblems(
      withOperator("PT", (operator) => Object.assign(operator, { medicalDirector: "lucia-romero" })),
    );
    expect(elsewhere).toEqual(["operators.1.medicalDirector: Lucía Romero Vidal has no registration in PT"]);
    const otherState = legalIdentityProblems(
      withOperator("BR", (operator) => Object.assign(operator, { crm: { state: "RJ", number: "998877" } })),
    );
    expect(otherState).toEqual(["operators.0.medicalDirector: must be registered with CRM-RJ"]);
  });

  it("needs a registration per physician, with a CRM state that exists and an RQE in digits", () => {
    const broken = structuredClone(physicians) as Physician[];
    Object.assign(broken[0]?.registrations[0] ?? {}, { state: "XX", specialties: [{ name: "Dermatologia", rqe: "" }] });
    Object.assign(broken[1] ?? {}, { registrations: [] });
    const problems = legalIdentityProblems({ ...identity, physicians: broken });
    expect(problems).toEqual([
      "physicians.0.registrations.0.state: must be the two-letter code of a Brazilian state (SP, RJ, …)",
      "physicians.0.registrations.0.specialties.0.rqe: must be the RQE number, digits only",
      "physicians.1.registrations: must have at least one registration",
    ]);
  });

  it("stops the start with every problem named", () => {
    const broken = withOperator("BR", (operator) => Object.assign(operator, { cnpj: "" }));
    expect(() => assertLegalIdentity(broken)).toThrow(LegalIdentityError);
    expect(() => assertLegalIdentity(broken)).toThrow(/operators\.0\.cnpj/);
    expect(() => assertLegalIdentity(identity)).not.toThrow();
  });
});
