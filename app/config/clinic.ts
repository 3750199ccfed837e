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
  /** The "Powered by" credit in the footer. */
  poweredBy: { name: string; url: string };
  /** Year the clinic opened, for the copyright line's range. */
  foundedYear: number;
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
  poweredBy: { name: "Meridiano Digital", url: "https://meridiano.digital" },
  foundedYear: 2019,
};

export const whatsappUrl = (number = clinic.whatsappNumber) => `https://wa.me/${number}`;
export const instagramUrl = (handle = clinic.instagramHandle) => `https://www.instagram.com/${handle}/`;
