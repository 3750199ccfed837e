import type { CountryCode } from "./clinic";
import { type Operator, taxNumberOf } from "./legal-identity";
import type { Physician, PhysicianRegistration } from "./physicians";

/**
 * What each country's rules ask the clinic's advertising to carry, beside the legal notice (docs/content.md#the-clinics-legal-identity):
 * Brazil (CFM Resolution 2.336/2023) the company and CNPJ, the establishment's CRM registration and its technical
 * director with her CRM; Portugal (ERS Regulation 1058/2016) the provider, its NIPC, ERS registration and licence;
 * Spain the company, its NIF and the health-centre registry's number. Every public page's footer shows it for each
 * clinic the site names, from the legal identity and the physicians as published: nothing is typed twice.
 */
export interface SiteIdentification {
  country: CountryCode;
  legalName: string;
  /** The country's numbers, named as its template in `common:footer.identification.<country>` fills them. */
  numbers: Record<string, string>;
  /** The medical director: her name, the gender her title takes, her registration in that country (if any). */
  director: { name: string; gender: Physician["gender"]; registration?: PhysicianRegistration };
}

/** A country's identification, from its operator and its medical director. */
export function identificationOf(operator: Operator, director: Physician): SiteIdentification {
  const numbers: Record<string, string> = { tax: taxNumberOf(operator) };
  switch (operator.country) {
    case "BR":
      Object.assign(numbers, { state: operator.crm.state, crm: operator.crm.number });
      break;
    case "PT":
      Object.assign(numbers, { ers: operator.ers.registration, licence: operator.ers.licence });
      break;
    case "ES":
      Object.assign(numbers, {
        registry: operator.healthRegistry.number,
        authority: operator.healthRegistry.authority,
      });
      break;
  }
  return {
    country: operator.country,
    legalName: operator.legalName,
    numbers,
    director: {
      name: director.name,
      gender: director.gender,
      registration: director.registrations.find((registration) => registration.country === operator.country),
    },
  };
}
