/**
 * Who runs the clinic in each country, as the law of that country asks the site to say: the legal entity, its tax
 * number, registered office and registrations, its medical director, and who answers for personal data. The legal
 * notice, the privacy policy and the footer show it; `legal-identity.server.ts` checks it at start-up (a missing or
 * malformed value stops the server with a message naming the field). These are example values: replace them with the
 * clinic's own before going live (docs/content.md#the-clinics-legal-identity).
 */
import type { Telephone } from "./clinic";
import type { BrazilianState, PhysicianId } from "./physicians";

/** An address as it is written in its country. */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  /** State, district or province, as the country names it. */
  region: string;
}

/** A person who answers for personal data: Brazil's *encarregado* (LGPD art. 41), the EU's DPO (GDPR art. 37). */
export interface PrivacyOfficer {
  name: string;
  email: string;
}

interface OperatorCommon {
  /** The company's registered name, with its legal form. */
  legalName: string;
  registeredAddress: PostalAddress;
  email: string;
  telephone: Telephone;
  /** The physician responsible for the clinic before the health authority (`physicians.ts`). */
  medicalDirector: PhysicianId;
  privacyOfficer: PrivacyOfficer;
  /** The councils and authorities that register and oversee the clinic and its physicians there, by official name. */
  professionalBodies: readonly { name: string; url: `https://${string}` }[];
}

/** Brazil: the CNPJ, and the clinic's own registration with the state's CRM (CFM Resolution 2.336/2023). */
export interface BrazilOperator extends OperatorCommon {
  country: "BR";
  /** CNPJ, written `00.000.000/0000-00`. */
  cnpj: string;
  /** The establishment's registration with the Regional Council of Medicine of its state. */
  crm: { state: BrazilianState; number: string };
}

/**
 * Portugal: the NIPC (the company's tax and registry number), the ERS registration and licence (ERS Regulation
 * 1058/2016), and the commercial registry with the share capital (Código das Sociedades Comerciais, art. 171).
 */
export interface PortugalOperator extends OperatorCommon {
  country: "PT";
  /** NIPC/NIF of the company, nine digits. */
  nif: string;
  ers: { registration: string; licence: string };
  commercialRegistry: { office: string; shareCapital: string };
}

/**
 * Spain: the NIF, the registration with the autonomous community's register of health centres, and the commercial
 * registry's entry (LSSI-CE, Ley 34/2002, art. 10).
 */
export interface SpainOperator extends OperatorCommon {
  country: "ES";
  /** NIF of the company (a letter, seven digits and a control character). */
  nif: string;
  healthRegistry: { authority: string; number: string };
  commercialRegistry: { registry: string; volume: string; folio: string; sheet: string; entry: string };
}

export type Operator = BrazilOperator | PortugalOperator | SpainOperator;

/** The clinic's operator in each country where it has a location (`clinic.ts`), in the order the pages list them. */
export const operators: readonly Operator[] = [
  {
    country: "BR",
    legalName: "Aurea Clínica Médica Ltda.",
    cnpj: "45.123.678/0001-08",
    registeredAddress: {
      street: "Rua Oscar Freire, 1200 – Jardins",
      postalCode: "01426-001",
      city: "São Paulo",
      region: "SP",
    },
    email: "contato@aurea-clinic.com",
    telephone: { e164: "+551130001200", display: "+55 11 3000-1200" },
    crm: { state: "SP", number: "998877" },
    medicalDirector: "helena-duarte",
    privacyOfficer: { name: "Marina Lopes Cardoso", email: "encarregado@aurea-clinic.com" },
    professionalBodies: [
      { name: "Conselho Federal de Medicina (CFM)", url: "https://portal.cfm.org.br" },
      { name: "Conselho Regional de Medicina do Estado de São Paulo (Cremesp)", url: "https://www.cremesp.org.br" },
    ],
  },
  {
    country: "PT",
    legalName: "Aurea Clínica Lisboa, Lda.",
    nif: "516234781",
    registeredAddress: {
      street: "Avenida da Liberdade, 180",
      postalCode: "1250-146",
      city: "Lisboa",
      region: "Lisboa",
    },
    email: "lisboa@aurea-clinic.com",
    telephone: { e164: "+351210001200", display: "+351 210 001 200" },
    ers: { registration: "E154321", licence: "21876/2020" },
    commercialRegistry: { office: "Conservatória do Registo Comercial de Lisboa", shareCapital: "50 000,00 €" },
    medicalDirector: "tiago-ferreira",
    privacyOfficer: { name: "Inês Vasconcelos Prata", email: "privacidade@aurea-clinic.com" },
    professionalBodies: [
      { name: "Entidade Reguladora da Saúde (ERS)", url: "https://www.ers.pt" },
      { name: "Ordem dos Médicos", url: "https://ordemdosmedicos.pt" },
    ],
  },
  {
    country: "ES",
    legalName: "Aurea Clínica Madrid, S.L.",
    nif: "B87654323",
    registeredAddress: {
      street: "Calle de Serrano, 45",
      postalCode: "28001",
      city: "Madrid",
      region: "Madrid",
    },
    email: "madrid@aurea-clinic.com",
    telephone: { e164: "+34910001200", display: "+34 910 00 12 00" },
    healthRegistry: {
      authority: "Comunidad de Madrid, Registro de Centros, Servicios y Establecimientos Sanitarios",
      number: "CS18452",
    },
    commercialRegistry: {
      registry: "Registro Mercantil de Madrid",
      volume: "41.238",
      folio: "112",
      sheet: "M-734512",
      entry: "1.ª",
    },
    medicalDirector: "lucia-romero",
    privacyOfficer: { name: "Inês Vasconcelos Prata", email: "privacidade@aurea-clinic.com" },
    professionalBodies: [
      { name: "Consejería de Sanidad de la Comunidad de Madrid", url: "https://www.comunidad.madrid" },
      { name: "Ilustre Colegio Oficial de Médicos de Madrid (ICOMEM)", url: "https://www.icomem.es" },
    ],
  },
];

/** The company's tax number: the CNPJ in Brazil, the NIF (NIPC in Portugal) elsewhere. */
export const taxNumberOf = (operator: Operator) => (operator.country === "BR" ? operator.cnpj : operator.nif);
