import type { Language } from "~/i18n/languages";
/**
 * The clinic's own data: everything the clinic may change without touching a component.
 * Words live in the locales (`app/locales/<lng>/*.json`); this file refers to them by key.
 * Replace these example values before going live (docs/content.md#replacing-the-clinics-data-before-going-live).
 * Deployment settings and secrets (scheduling URL, forwarding URL, tokens) come from the
 * environment instead: see `.env.example`.
 */
import { everyDay, type OpeningHours } from "./opening-hours";

export type { DayOfWeek, OpeningHours } from "./opening-hours";
export type CountryCode = "BR" | "PT" | "ES";

/**
 * The country whose clinic a language's visitors are served by (its WhatsApp chat, its booking page); none where the
 * language does not tell (English, French, Italian: every clinic's chats, and the visitor chooses where to book).
 */
export const clinicCountryOf: Partial<Record<Language, CountryCode>> = { pt: "BR", "pt-PT": "PT", es: "ES" };

/**
 * Among these clinics (locations, booking pages, chats), the first of the language's country (`clinicCountryOf`); none
 * where the language tells none, or none of these is in its country.
 */
export function ownClinicOf<Clinic extends { country: CountryCode }>(
  clinics: readonly Clinic[],
  language: Language,
): Clinic | undefined {
  const country = clinicCountryOf[language];
  return country ? clinics.find((clinic) => clinic.country === country) : undefined;
}

/**
 * A location's stable id: what other data refers to (where a treatment is offered), and the key of its city's name
 * in each language (`common:cities.<id>`).
 */
export type LocationId = "sao_paulo" | "madrid" | "lisbon";

export interface Location {
  id: LocationId;
  /** ISO 3166-1 alpha-2 code of the country; its name comes from the locales (`common:countries.*`). */
  country: CountryCode;
  /** City, as written locally (addresses); pages name it in their language with `common:cities.<id>`. */
  city: string;
  /** Street address, as written locally. */
  address: string;
  /** Postal code, as written locally. */
  postalCode: string;
  /** The location's telephone. */
  telephone: Telephone;
  /** The location's own WhatsApp number, if it chats with patients (a chat opens at https://wa.me/<digits>). */
  whatsapp?: Telephone;
  /**
   * The clinic's own booking page at the scheduling service (https), in its language; without one, booking with this
   * clinic uses the site's `SCHEDULING_URL`, or leads to the contact form where there is none.
   */
  booking?: string;
  /** Where the location is, for maps and search engines (decimal degrees). */
  geo: { latitude: number; longitude: number };
}

/** A telephone number: for links and search engines (E.164: `+` and digits), and as people write it. */
export interface Telephone {
  e164: `+${number}`;
  display: string;
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

export interface ClinicConfig {
  /** The clinic's name, as shown in the top bar, titles and the footer. */
  name: string;
  /** Logo: a square (200×200) image under `public/`, shown with contained fit. */
  logo: { src: string; width: number; height: number };
  /** Address that receives patients' e-mails (footer contact column, privacy policy). */
  contactEmail: string;
  /** Address that receives job applications (footer careers column). */
  careersEmail: string;
  /** The number patients call first, shown in the footer and beside the contact form. */
  telephone: Telephone;
  /** Instagram account name without the @. */
  instagramHandle: string;
  /**
   * The booking widget's hide flags (the scheduling page itself is `SCHEDULING_URL`): which parts
   * of the clinic's page on the scheduling service the embed leaves out.
   */
  scheduling: { hideLandingPageDetails: boolean; hideEventTypeDetails: boolean; hideGdprBanner: boolean };
  /** The "Powered by" credit in the footer. */
  poweredBy: { name: string; url: string };
  /** Year the clinic opened (the story page tells it). */
  foundedYear: number;
}

export const clinic: ClinicConfig = {
  name: "Aurea Clinic",
  logo: { src: "/images/logo.svg", width: 200, height: 200 },
  contactEmail: "contato@aurea-clinic.com",
  careersEmail: "carreiras@aurea-clinic.com",
  telephone: { e164: "+551130001200", display: "+55 11 3000-1200" },
  instagramHandle: "aurea.clinic",
  // The dialog already names the clinic; the service's own consent banner stays (GDPR).
  scheduling: { hideLandingPageDetails: true, hideEventTypeDetails: false, hideGdprBanner: false },
  poweredBy: { name: "Meridiano Digital", url: "https://meridiano.digital" },
  foundedYear: 2019,
};

/*
 * The rest of the clinic's data, in exports of their own: a page's code carries only what it shows
 * (the top bar needs the name, not the partners or the director).
 */

/** The clinic's locations, in the order the footer lists them. */
export const locations: readonly Location[] = [
  {
    id: "sao_paulo",
    country: "BR",
    city: "São Paulo",
    address: "Rua Oscar Freire, 1200 – Jardins",
    postalCode: "01426-001",
    telephone: { e164: "+551130001200", display: "+55 11 3000-1200" },
    whatsapp: { e164: "+5511912345678", display: "+55 11 91234-5678" },
    geo: { latitude: -23.5617, longitude: -46.6717 },
  },
  {
    id: "madrid",
    country: "ES",
    city: "Madrid",
    address: "Calle de Serrano, 45",
    postalCode: "28001",
    telephone: { e164: "+34910001200", display: "+34 910 00 12 00" },
    whatsapp: { e164: "+34612001200", display: "+34 612 00 12 00" },
    geo: { latitude: 40.4277, longitude: -3.6868 },
  },
  {
    id: "lisbon",
    country: "PT",
    city: "Lisboa",
    address: "Avenida da Liberdade, 180",
    postalCode: "1250-146",
    telephone: { e164: "+351210001200", display: "+351 210 001 200" },
    whatsapp: { e164: "+351912001200", display: "+351 912 001 200" },
    geo: { latitude: 38.7203, longitude: -9.1455 },
  },
];

/**
 * The repository's opening hours of every location (each location's own are the clinic's to edit, per day: see
 * opening-hours.ts), and the footer's words above them (keys of `common:footer.hours.*`): "Monday to Monday" only
 * while every shown location opens every day, "At your time" always.
 */
export const openingHours: {
  lines: { everyDay: "every_day"; always: "at_your_time" };
  week: OpeningHours;
} = {
  lines: { everyDay: "every_day", always: "at_your_time" },
  week: everyDay({ opens: "08:00", closes: "20:00" }),
};

/** The four counters of the welcome section: final value and the key of their label. */
export const counters: ReadonlyArray<{
  value: number;
  label: "surgeries" | "procedures" | "treatments" | "locations";
}> = [
  { value: 1027, label: "surgeries" },
  { value: 2050, label: "procedures" },
  { value: 1749, label: "treatments" },
  { value: 3, label: "locations" },
];

/** Partner brands of the home page's carousel, four per slide (16 = 4 slides). */
export const partners: readonly Partner[] = [
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
];

/** A WhatsApp chat with a number (a location's): wa.me takes its digits without the "+". */
export const whatsappUrl = (number: Telephone) => `https://wa.me/${number.e164.slice(1)}`;
export const telUrl = (telephone = clinic.telephone) => `tel:${telephone.e164}`;

export const instagramUrl = (handle = clinic.instagramHandle) => `https://www.instagram.com/${handle}/`;
