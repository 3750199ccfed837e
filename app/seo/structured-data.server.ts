import { clinic, instagramUrl, type Location, type OpeningHours } from "~/config/clinic";
import { defaultLocations, type LocationRecord } from "~/config/location-records";
import { openingSpecifications } from "~/config/opening-hours";
import type { DirectorRecord } from "~/config/physicians";
import { councilOf } from "~/config/physicians";
import { pictureKinds, picturePath } from "~/config/pictures";
import { availabilityOfRecord, type TreatmentRecord } from "~/config/treatment-catalogue";
import { type Language, locales } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { servicePath } from "~/pages";
import type { StructuredData } from "./page-meta";

/**
 * Structured data (schema.org, JSON-LD) that search engines read beside the page: the clinic and the
 * site on the home page, the physician on the about page, the procedure and its breadcrumb on a
 * treatment's page. Built on the server from the clinic's data (`app/config/clinic.ts`) and the page's
 * texts; the page's `meta` puts it in the head as `<script type="application/ld+json">`.
 */
const context = "https://schema.org" as const;
/** Stable identifiers, the same in every language, so the nodes of different pages join up. */
const ids = {
  clinic: (siteUrl: string) => `${siteUrl}/#clinic`,
  website: (siteUrl: string) => `${siteUrl}/#website`,
  director: (siteUrl: string) => `${siteUrl}/about-us#director`,
  // The repository's locations by their country (as first published); one the clinic added by its own id.
  location: (siteUrl: string, location: Location) =>
    `${siteUrl}/#clinic-${defaultLocations.some(({ id }) => id === location.id) ? location.country.toLowerCase() : location.id}`,
};

const absolute = (siteUrl: string, language: Language, path: string) => `${siteUrl}${localizedPath(language, path)}`;

/** A location's week as search engines read it: the days that keep the same hours, one entry per period. */
const openingHoursSpecification = (hours: OpeningHours) =>
  openingSpecifications(hours).map(({ days, opens, closes }) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: days,
    opens,
    closes,
  }));

function postalAddress(location: Location) {
  return {
    "@type": "PostalAddress",
    streetAddress: location.address,
    addressLocality: location.city,
    postalCode: location.postalCode,
    addressCountry: location.country,
  };
}

/** A day or days a location is closed or keeps other hours (the clinic's closures, as published). */
export interface SpecialHours {
  /** The location's id. */
  location: string;
  /** Its first and last days (`2026-12-24`; the same for one day). */
  from: string;
  to: string;
  /** Closed all day; otherwise open from `opens` to `closes`. */
  closed: boolean;
  opens: string;
  closes: string;
}

/** Its closures and special hours to come, as search engines read them: closed all day opens and closes at 00:00. */
const specialHoursOf = (location: LocationRecord, special: readonly SpecialHours[]) =>
  special
    .filter((closure) => closure.location === location.id)
    .map(({ from, to, closed, opens, closes }) => ({
      "@type": "OpeningHoursSpecification",
      validFrom: from,
      validThrough: to,
      opens: closed ? "00:00" : opens,
      closes: closed ? "00:00" : closes,
    }));

function locationNode(
  siteUrl: string,
  location: LocationRecord,
  countryName: string,
  special: readonly SpecialHours[] = [],
) {
  const specialHours = specialHoursOf(location, special);
  return {
    "@type": "MedicalClinic",
    "@id": ids.location(siteUrl, location),
    name: `${clinic.name} ${location.city}`,
    telephone: location.telephone.e164,
    email: clinic.contactEmail,
    address: postalAddress(location),
    geo: { "@type": "GeoCoordinates", ...location.geo },
    openingHoursSpecification: openingHoursSpecification(location.hours),
    ...(specialHours.length > 0 ? { specialOpeningHoursSpecification: specialHours } : {}),
    areaServed: countryName,
    parentOrganization: { "@id": ids.clinic(siteUrl) },
  };
}

interface HomeTexts {
  /** The clinic in a sentence (the home page's description). */
  description: string;
  /** Country names in the page's language, by code. */
  countries: Record<Location["country"], string>;
}

/**
 * The home page: the clinic with its locations (those shown, as published), and the website (stated once, here). The
 * clinic's own hours are its first location's; each location states its own.
 */
export function homeData(
  siteUrl: string,
  language: Language,
  locations: readonly LocationRecord[],
  texts: HomeTexts,
  special: readonly SpecialHours[] = [],
): StructuredData {
  const home = absolute(siteUrl, language, "/");
  return {
    "@context": context,
    "@graph": [
      {
        "@type": "MedicalClinic",
        "@id": ids.clinic(siteUrl),
        name: clinic.name,
        url: home,
        logo: `${siteUrl}${clinic.logo.src}`,
        image: `${siteUrl}/images/og-image.jpg`,
        description: texts.description,
        email: clinic.contactEmail,
        telephone: clinic.telephone.e164,
        foundingDate: String(clinic.foundedYear),
        sameAs: [instagramUrl()],
        address: locations.map(postalAddress),
        ...(locations[0] ? { openingHoursSpecification: openingHoursSpecification(locations[0].hours) } : {}),
        department: locations.map((location) =>
          locationNode(siteUrl, location, texts.countries[location.country], special),
        ),
        employee: { "@id": ids.director(siteUrl) },
      },
      {
        "@type": "WebSite",
        "@id": ids.website(siteUrl),
        name: clinic.name,
        url: `${siteUrl}/`,
        inLanguage: Object.values(locales),
        publisher: { "@id": ids.clinic(siteUrl) },
      },
    ],
  };
}

interface AboutTexts {
  /** "Dr. Helena Duarte". */
  name: string;
  /** "Physician and clinical director of Aurea Clinic". */
  jobTitle: string;
  description: string;
}

/** The about page: the clinical director, a physician, with her school, registrations and societies. */
export function physicianData(
  siteUrl: string,
  language: Language,
  director: DirectorRecord,
  locations: readonly LocationRecord[],
  texts: AboutTexts,
): StructuredData {
  const largest = Math.max(...pictureKinds.portrait.widths);
  return {
    "@context": context,
    // A physician as a person (schema.org's `Physician` alone is a practice): both types, one node.
    "@type": ["Physician", "Person"],
    "@id": ids.director(siteUrl),
    name: texts.name,
    jobTitle: texts.jobTitle,
    description: texts.description,
    url: absolute(siteUrl, language, "/about-us"),
    image: director.uploadedPortrait
      ? `${siteUrl}${picturePath(director.uploadedPortrait, largest, "webp")}`
      : `${siteUrl}${director.portrait.base}-${director.portrait.widths.at(-1)}.webp`,
    alumniOf: { "@type": "CollegeOrUniversity", name: director.medicalSchool },
    memberOf: director.memberships.map((name) => ({ "@type": "MedicalOrganization", name })),
    // Each council's registration, and in Brazil each specialty's RQE: what the page shows beside her name.
    identifier: director.registrations.flatMap((registration) => [
      { "@type": "PropertyValue", propertyID: councilOf(registration), value: registration.number },
      ...(registration.country === "BR"
        ? registration.specialties.map((specialty) => ({
            "@type": "PropertyValue",
            propertyID: `RQE (${specialty.name})`,
            value: specialty.rqe,
          }))
        : []),
    ]),
    worksFor: { "@id": ids.clinic(siteUrl) },
    address: locations.map(postalAddress),
  };
}

interface TreatmentTexts {
  /** The treatment's name, as its page's heading. */
  name: string;
  /** Its summary (the page's description). */
  description: string;
  /** The breadcrumb's first two steps. */
  home: string;
  treatments: string;
}

/** The kind of procedure a treatment is, in schema.org's terms. */
function procedureType(record: TreatmentRecord) {
  if (record.test) return "DiagnosticProcedure";
  if (record.groups[0] === "hair_transplant") return "SurgicalProcedure";
  return "TherapeuticProcedure";
}

/** A treatment's page: the procedure (offered by the clinic) and the breadcrumb that leads to it. */
export function treatmentData(
  siteUrl: string,
  language: Language,
  record: TreatmentRecord,
  locations: readonly LocationRecord[],
  texts: TreatmentTexts,
): StructuredData {
  const url = absolute(siteUrl, language, servicePath(record.slug));
  const home = absolute(siteUrl, language, "/");
  const { offered, notOffered } = availabilityOfRecord(record, locations, language);
  return {
    "@context": context,
    "@graph": [
      {
        "@type": procedureType(record),
        "@id": `${url}#procedure`,
        name: texts.name,
        description: texts.description,
        url,
      },
      // The clinic (its full description is on the home page, under the same id) offers it where its locations
      // do: schema.org's `availableService` belongs to the clinic, not the procedure, so each location that offers
      // it says so, and the clinic as a whole only when every location does (PRP is not offered in Brazil).
      {
        "@type": "MedicalClinic",
        "@id": ids.clinic(siteUrl),
        name: clinic.name,
        url: home,
        ...(notOffered.length === 0 ? { availableService: { "@id": `${url}#procedure` } } : {}),
      },
      ...offered.map((location) => ({
        "@type": "MedicalClinic",
        "@id": ids.location(siteUrl, location),
        name: `${clinic.name} ${location.city}`,
        address: postalAddress(location),
        parentOrganization: { "@id": ids.clinic(siteUrl) },
        availableService: { "@id": `${url}#procedure` },
      })),
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: texts.home, item: home },
          { "@type": "ListItem", position: 2, name: texts.treatments, item: `${home}#services` },
          { "@type": "ListItem", position: 3, name: texts.name, item: url },
        ],
      },
    ],
  };
}
