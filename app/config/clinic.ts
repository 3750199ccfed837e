/**
 * The clinic's own data: everything the clinic may change without touching a component.
 * Words live in the locales (`app/locales/<lng>/*.json`); this file refers to them by key.
 * Replace these example values before going live (README, "Replacing the clinic's data").
 * Deployment settings and secrets (scheduling URL, forwarding URL, tokens) come from the
 * environment instead: see `.env.example`.
 */
export type CountryCode = "BR" | "PT" | "ES";

export interface Location {
  /** ISO 3166-1 alpha-2 code of the country; its name comes from the locales (`common:countries.*`). */
  country: CountryCode;
  /** City, as written locally. */
  city: string;
  /** Street address, as written locally. */
  address: string;
}

/** Ids of the partner brands; their one-line descriptions are `home:brands.partners.<id>`. */
export type PartnerId =
  | "galderma"
  | "allergan"
  | "merz"
  | "teoxane"
  | "filorga"
  | "croma"
  | "prollenium"
  | "sinclair"
  | "revitacare"
  | "mesoestetic"
  | "skinceuticals"
  | "isdin"
  | "dermagenetics"
  | "biologique"
  | "kaloderma"
  | "vitaforma";

export interface Partner {
  id: PartnerId;
  /** The brand's name, as its logo's alternative text uses it. */
  title: string;
  /** Monochrome wordmark under `public/` (drawn in black; the page tints it for the colour mode). */
  icon: string;
}

/** A physician's registration with a medical council, shown on the about page. */
export interface MedicalRegistration {
  /** Country of the council; its name comes from `common:countries.*`. */
  country: CountryCode;
  /** The council, as it names itself (e.g. "CRM-SP", "Ordem dos Médicos"). */
  body: string;
  number: string;
}

/**
 * The clinical director presented on the about page. The page's four paragraphs
 * (`about:p1`–`p4`) speak of her in every language; change them too when the director changes.
 */
export interface ClinicalDirector {
  name: string;
  medicalSchool: string;
  graduationYear: number;
  registrations: MedicalRegistration[];
  /** Medical societies, by their official names. */
  memberships: string[];
  /** Portrait (4:5) under `public/`, without width and extension: `<base>-<width>.webp`. */
  portrait: { base: string; widths: readonly number[] };
}

export interface ClinicConfig {
  /** The clinic's name, as shown in the top bar, titles and the footer. */
  name: string;
  /** Logo: a square (200×200) image under `public/`, shown with contained fit. */
  logo: { src: string; width: number; height: number };
  /** Address that receives patients' e-mails (footer contact column, privacy policy). */
  contactEmail: string;
  /** Address that receives job applications (footer careers column). */
  careersEmail: string;
  /** WhatsApp number in international format, digits only (used for https://wa.me/<number>). */
  whatsappNumber: string;
  /** Instagram account name without the @. */
  instagramHandle: string;
  /** The clinic's locations, in the order the footer lists them. */
  locations: Location[];
  /** Opening hours: keys of `common:footer.hours.*`, one line each. */
  openingHours: ReadonlyArray<"every_day" | "at_your_time">;
  /** The four counters of the welcome section: final value and the key of their label. */
  counters: ReadonlyArray<{ value: number; label: "surgeries" | "procedures" | "treatments" | "locations" }>;
  /** Partner brands of the home page's carousel, four per slide (16 = 4 slides). */
  partners: Partner[];
  /**
   * The booking widget's hide flags (the scheduling page itself is `SCHEDULING_URL`): which parts
   * of the clinic's page on the scheduling service the embed leaves out.
   */
  scheduling: { hideLandingPageDetails: boolean; hideEventTypeDetails: boolean; hideGdprBanner: boolean };
  /** The "Powered by" credit in the footer. */
  poweredBy: { name: string; url: string };
  /** Year the clinic opened (the story page tells it). */
  foundedYear: number;
  clinicalDirector: ClinicalDirector;
}

export const clinic: ClinicConfig = {
  name: "Aurea Clinic",
  logo: { src: "/images/logo.svg", width: 200, height: 200 },
  contactEmail: "contato@aurea-clinic.com",
  careersEmail: "carreiras@aurea-clinic.com",
  whatsappNumber: "5511912345678",
  instagramHandle: "aurea.clinic",
  locations: [
    { country: "BR", city: "São Paulo", address: "Rua Oscar Freire, 1200 – Jardins" },
    { country: "ES", city: "Madrid", address: "Calle de Serrano, 45" },
    { country: "PT", city: "Lisboa", address: "Avenida da Liberdade, 180" },
  ],
  openingHours: ["every_day", "at_your_time"],
  counters: [
    { value: 1027, label: "surgeries" },
    { value: 2050, label: "procedures" },
    { value: 1749, label: "treatments" },
    { value: 3, label: "locations" },
  ],
  partners: [
    { id: "galderma", title: "Galderma", icon: "/images/partners/galderma.svg" },
    { id: "allergan", title: "Allergan", icon: "/images/partners/allergan.svg" },
    { id: "merz", title: "Merz Aesthetics", icon: "/images/partners/merz.svg" },
    { id: "teoxane", title: "Teoxane", icon: "/images/partners/teoxane.svg" },
    { id: "filorga", title: "Filorga", icon: "/images/partners/filorga.svg" },
    { id: "croma", title: "Croma", icon: "/images/partners/croma.svg" },
    { id: "prollenium", title: "Prollenium", icon: "/images/partners/prollenium.svg" },
    { id: "sinclair", title: "Sinclair", icon: "/images/partners/sinclair.svg" },
    { id: "revitacare", title: "Revitacare", icon: "/images/partners/revitacare.svg" },
    { id: "mesoestetic", title: "Mesoestetic", icon: "/images/partners/mesoestetic.svg" },
    { id: "skinceuticals", title: "SkinCeuticals", icon: "/images/partners/skinceuticals.svg" },
    { id: "isdin", title: "ISDIN", icon: "/images/partners/isdin.svg" },
    { id: "dermagenetics", title: "Dermagenetics", icon: "/images/partners/dermagenetics.svg" },
    { id: "biologique", title: "Biologique", icon: "/images/partners/biologique.svg" },
    { id: "kaloderma", title: "Kaloderma", icon: "/images/partners/kaloderma.svg" },
    { id: "vitaforma", title: "Vitaforma", icon: "/images/partners/vitaforma.svg" },
  ],
  // The dialog already names the clinic; the service's own consent banner stays (GDPR).
  scheduling: { hideLandingPageDetails: true, hideEventTypeDetails: false, hideGdprBanner: false },
  poweredBy: { name: "Meridiano Digital", url: "https://meridiano.digital" },
  foundedYear: 2019,
  clinicalDirector: {
    name: "Helena Duarte",
    medicalSchool: "Universidade de São Paulo (USP)",
    graduationYear: 2006,
    registrations: [
      { country: "BR", body: "CRM-SP", number: "123456" },
      { country: "PT", body: "Ordem dos Médicos", number: "54321" },
      { country: "ES", body: "Ilustre Colegio Oficial de Médicos de Madrid", number: "282812345" },
    ],
    memberships: [
      "International Society of Hair Restoration Surgery (ISHRS)",
      "Sociedad Española de Medicina Estética (SEME)",
      "Sociedade Portuguesa de Medicina Estética e Anti-Envelhecimento (SPMEA)",
    ],
    portrait: { base: "/images/about/portrait", widths: [480, 800, 1200] },
  },
};

export const whatsappUrl = (number = clinic.whatsappNumber) => `https://wa.me/${number}`;
export const instagramUrl = (handle = clinic.instagramHandle) => `https://www.instagram.com/${handle}/`;
