/**
 * The clinic's physicians and their registrations: the clinic's data, to replace with its own before going live
 * (docs/content.md#the-clinics-legal-identity). Every page that names a physician shows their registrations beside the
 * name (Brazil's CFM Resolution 2.336/2023, Portugal's ERS Regulation 1058/2016, Spain's Código de Deontología
 * Médica art. 90); `legal-identity.server.ts` checks these values at start-up.
 */
import type { CountryCode } from "./clinic";

/** The 27 federative units of Brazil, whose Regional Council of Medicine (CRM-XX) registers a physician. */
export const brazilianStates = [
  "AC",
  "AL",
  "AP",
  "AM",
  "BA",
  "CE",
  "DF",
  "ES",
  "GO",
  "MA",
  "MT",
  "MS",
  "MG",
  "PA",
  "PB",
  "PR",
  "PE",
  "PI",
  "RJ",
  "RN",
  "RS",
  "RO",
  "RR",
  "SC",
  "SP",
  "SE",
  "TO",
] as const;
export type BrazilianState = (typeof brazilianStates)[number];

/** A specialty registered with the CFM: its official name and its RQE (Registro de Qualificação de Especialista). */
export interface RegisteredSpecialty {
  name: string;
  rqe: string;
}

/**
 * A physician's registration with the medical council of one country. Brazil: the CRM of a state and, for each
 * registered specialty, its RQE (none: the physician is not a specialist, and Portuguese texts that name a
 * postgraduate training say "NÃO ESPECIALISTA"). Portugal: the Ordem dos Médicos' *cédula profissional*. Spain: the
 * provincial college's *número de colegiado*, with the degree and the country that issued it (LSSI-CE art. 10).
 */
export type PhysicianRegistration =
  | { country: "BR"; state: BrazilianState; number: string; specialties: readonly RegisteredSpecialty[] }
  | { country: "PT"; number: string }
  | { country: "ES"; college: string; number: string; degree: string; degreeCountry: CountryCode };

export type PhysicianId = "helena-duarte" | "tiago-ferreira" | "lucia-romero";

export interface Physician {
  id: PhysicianId;
  /** Full name, as registered. */
  name: string;
  /** Grammatical gender of the texts that name the physician ("Dra."/"Dr.", "MÉDICA"/"MÉDICO"). */
  gender: "female" | "male";
  registrations: readonly PhysicianRegistration[];
}

/** The physician presented on the about page, with what that page tells of her. */
export interface ClinicalDirector extends Physician {
  medicalSchool: string;
  graduationYear: number;
  /** Medical societies, by their official names. */
  memberships: string[];
  /** Portrait (4:5) under `public/`, without width and extension: `<base>-<width>.webp`. */
  portrait: { base: string; widths: readonly number[] };
}

/** The clinical director as the about page shows her: an uploaded portrait (a picture's id), or the repository's. */
export interface DirectorRecord extends ClinicalDirector {
  uploadedPortrait: string | null;
}

/**
 * The clinical director presented on the about page (`/about-us`). The page's four paragraphs (`about:p1`–`p4`)
 * speak of her in every language; change them too when the director changes.
 */
export const clinicalDirector: ClinicalDirector = {
  id: "helena-duarte",
  name: "Helena Duarte",
  gender: "female",
  registrations: [
    { country: "BR", state: "SP", number: "123456", specialties: [] },
    { country: "PT", number: "54321" },
    {
      country: "ES",
      college: "Ilustre Colegio Oficial de Médicos de Madrid",
      number: "282812345",
      degree: "Médica (Universidade de São Paulo), título homologado en España",
      degreeCountry: "BR",
    },
  ],
  medicalSchool: "Universidade de São Paulo (USP)",
  graduationYear: 2006,
  memberships: [
    "International Society of Hair Restoration Surgery (ISHRS)",
    "Sociedad Española de Medicina Estética (SEME)",
    "Sociedade Portuguesa de Medicina Estética e Anti-Envelhecimento (SPMEA)",
  ],
  portrait: { base: "/images/about/portrait", widths: [480, 800, 1200] },
};

/** Every physician the site names: the clinical director, and the medical directors of the clinics. */
export const physicians: readonly Physician[] = [
  clinicalDirector,
  {
    id: "tiago-ferreira",
    name: "Tiago Matos Ferreira",
    gender: "male",
    registrations: [{ country: "PT", number: "61874" }],
  },
  {
    id: "lucia-romero",
    name: "Lucía Romero Vidal",
    gender: "female",
    registrations: [
      {
        country: "ES",
        college: "Ilustre Colegio Oficial de Médicos de Madrid",
        number: "282834567",
        degree: "Licenciada en Medicina (Universidad Complutense de Madrid)",
        degreeCountry: "ES",
      },
    ],
  },
];

export function physician(id: PhysicianId): Physician {
  const found = physicians.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no physician ${id}`);
  return found;
}

/** The council a registration is with, as it names itself ("CRM-SP", "Ordem dos Médicos", the college's name). */
export function councilOf(registration: PhysicianRegistration): string {
  switch (registration.country) {
    case "BR":
      return `CRM-${registration.state}`;
    case "PT":
      return "Ordem dos Médicos";
    case "ES":
      return registration.college;
  }
}
