import { type CountryCode, type Location, locations, type OpeningHours, openingHours } from "./clinic";

/**
 * The clinic's locations as the pages show them, and the repository's (`clinic.ts`) as such records: the defaults of
 * the locations the clinic edits (app/features/records/kinds/locations.server.ts). Who runs the clinic in each
 * country is the legal identity's (`legal-identity.ts`): a location is in one of its three countries.
 */

/** A location as the pages show it: where it is, its telephone, its hours, whether it is listed and where. */
export interface LocationRecord extends Location {
  hours: OpeningHours;
  /** Listed on the site (footer, contact section, treatments, structured data); a hidden one is kept for later. */
  shown: boolean;
  /** Its place in the lists (smaller first). */
  order: number;
}

/**
 * A day or days a location is closed or keeps other hours, as the footer and the contact section tell it: its days
 * written out in the page's language ("24–26 December"), and its note's text (`common:closures.<id>`).
 */
export interface SiteClosure {
  id: string;
  dates: string;
  closed: boolean;
  opens: string;
  closes: string;
}

/** What every page shows of a location (the footer, the contact section): sent with the root's data. */
export type SiteLocation = Pick<
  LocationRecord,
  "id" | "country" | "city" | "address" | "telephone" | "whatsapp" | "booking" | "hours"
> & {
  /** Its closures and special hours from 14 days before they begin until they end. */
  closures?: readonly SiteClosure[];
};

export const siteLocation = ({
  id,
  country,
  city,
  address,
  telephone,
  whatsapp,
  booking,
  hours,
}: LocationRecord): SiteLocation => ({
  id,
  country,
  city,
  address,
  telephone,
  ...(whatsapp ? { whatsapp } : {}),
  ...(booking ? { booking } : {}),
  hours,
});

export const countryCodes: readonly CountryCode[] = ["BR", "PT", "ES"];
/** How each country writes a postal code, and an example for the editor's message. */
export const postalCodes: Record<CountryCode, { pattern: RegExp; example: string }> = {
  BR: { pattern: /^\d{5}-\d{3}$/, example: "01426-001" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1250-146" },
  ES: { pattern: /^\d{5}$/, example: "28001" },
};

/** A telephone as people write it, and as links and search engines want it (E.164: `+` and 8 to 15 digits). */
export const e164Of = (display: string) => `+${display.replace(/\D/g, "")}` as `+${number}`;

/** The repository's locations as records, in the footer's order. */
export const defaultLocations: readonly LocationRecord[] = locations.map((location, index) => ({
  ...location,
  hours: openingHours.week,
  shown: true,
  order: (index + 1) * 10,
}));
