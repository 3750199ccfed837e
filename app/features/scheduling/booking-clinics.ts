import { type CountryCode, ownClinicOf } from "~/config/clinic";
import type { SiteLocation } from "~/config/location-records";
import type { Language } from "~/i18n/languages";

/** A clinic one can book with, and its booking page (none: the contact form takes the request instead). */
export interface BookingClinic {
  id: string;
  country: CountryCode;
  url: string | null;
}

/**
 * The clinics a booking may be made with, each with its booking page: its own (a location's `booking` field), else
 * the site's `SCHEDULING_URL`, else none.
 */
export const bookingClinics = (
  locations: ReadonlyArray<Pick<SiteLocation, "id" | "country" | "booking">>,
  siteBooking: string | null,
): BookingClinic[] => locations.map(({ id, country, booking }) => ({ id, country, url: booking ?? siteBooking }));

/**
 * The clinic a page books with before anyone chooses: the one of the language's country, else the one the visitor
 * chose before (`stored`), else the only booking page there is; none where the visitor must choose among clinics
 * that book differently.
 */
export function bookingClinicFor(
  clinics: readonly BookingClinic[],
  language: Language,
  stored: string | null,
): BookingClinic | null {
  const own = ownClinicOf(clinics, language);
  if (own) return own;
  const chosen = clinics.find((clinic) => clinic.id === stored);
  if (chosen) return chosen;
  return visitorChooses(clinics, language) ? null : (clinics[0] ?? null);
}

/**
 * Whether the visitor's choice decides the clinic: the page's language names none among these (English, French,
 * Italian; or a treatment its clinic does not offer), and they book on different pages.
 */
export const visitorChooses = (clinics: readonly BookingClinic[], language: Language) =>
  !ownClinicOf(clinics, language) && new Set(clinics.map((clinic) => clinic.url)).size > 1;

/** The origins of every booking page in use: the only frames the pages' content security policy allows. */
export const bookingOrigins = (pages: ReadonlyArray<string | null | undefined>): string[] => [
  ...new Set(pages.flatMap((page) => (page ? [new URL(page).origin] : []))),
];

/** Where the clinic a visitor chose to book with is remembered (localStorage), for the next booking. */
export const bookingClinicStorageKey = "booking-clinic";
