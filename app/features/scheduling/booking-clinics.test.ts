import { describe, expect, it } from "vitest";
import { defaultLocations, siteLocation } from "~/config/location-records";
import { bookingClinicFor, bookingClinics, bookingOrigins, visitorChooses } from "./booking-clinics";

const site = "https://calendly.com/aurea-clinic/consultation";
const locations = defaultLocations.map(siteLocation);
const own = locations.map((location) =>
  location.country === "ES" ? location : { ...location, booking: `https://calendly.com/aurea-${location.id}/consulta` },
);

describe("the clinic a booking is made with", () => {
  it("is the page's language's own clinic: Brazilian Portuguese São Paulo, European Portuguese Lisbon, Spanish Madrid", () => {
    const clinics = bookingClinics(own, site);
    expect(bookingClinicFor(clinics, "pt", null)).toEqual({
      id: "sao_paulo",
      country: "BR",
      url: "https://calendly.com/aurea-sao_paulo/consulta",
    });
    expect(bookingClinicFor(clinics, "pt-PT", "sao_paulo")?.id).toBe("lisbon");
    // Madrid has no page of its own: the site's.
    expect(bookingClinicFor(clinics, "es", null)).toEqual({ id: "madrid", country: "ES", url: site });
  });

  it("is the visitor's to choose in English, French and Italian, once: the choice is kept", () => {
    const clinics = bookingClinics(own, site);
    for (const language of ["en", "fr", "it"] as const) {
      expect(bookingClinicFor(clinics, language, null)).toBeNull();
      expect(bookingClinicFor(clinics, language, "lisbon")?.id).toBe("lisbon");
      expect(bookingClinicFor(clinics, language, "no-such-clinic")).toBeNull();
    }
  });

  it("is the visitor's to choose, and to change, where the language's clinic does not offer the treatment", () => {
    // PRP, not offered in Brazil, on a Brazilian Portuguese page: Madrid (the site's page) or Lisbon (its own).
    const clinics = bookingClinics(own, site).filter(({ country }) => country !== "BR");
    expect(visitorChooses(clinics, "pt")).toBe(true);
    expect(bookingClinicFor(clinics, "pt", null)).toBeNull();
    expect(bookingClinicFor(clinics, "pt", "lisbon")?.id).toBe("lisbon");
    expect(visitorChooses(bookingClinics(own, site), "pt")).toBe(false);
    expect(visitorChooses(bookingClinics(locations, site), "en")).toBe(false);
  });

  it("needs no choice while every clinic books on the same page, nor a page without one (the contact form then)", () => {
    expect(bookingClinicFor(bookingClinics(locations, site), "en", null)?.url).toBe(site);
    expect(bookingClinicFor(bookingClinics(locations, null), "fr", null)?.url).toBeNull();
  });
});

describe("the frames a page allows", () => {
  it("are the origins of the booking pages in use, each once, none without any", () => {
    expect(bookingOrigins(bookingClinics(own, site).map(({ url }) => url))).toEqual(["https://calendly.com"]);
    expect(
      bookingOrigins(["https://book.example/a", null, "https://calendly.com/x", "https://book.example/b"]),
    ).toEqual(["https://book.example", "https://calendly.com"]);
    expect(bookingOrigins([null, undefined])).toEqual([]);
  });
});
