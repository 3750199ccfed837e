import { describe, expect, it } from "vitest";
import { availabilityOfRecord, defaultRecord } from "~/config/treatment-catalogue";
import { languages } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { treatmentData } from "~/seo/structured-data.server";
import { locations } from "./clinic";
import { defaultLocations } from "./location-records";
import { type AvailabilityRules, availabilityOf, availabilityProblems, notOffered } from "./treatment-availability";
import { treatmentKeys } from "./treatments";

const cities = (list: ReadonlyArray<{ id: string }>) => list.map(({ id }) => id);

describe("where treatments are offered", () => {
  it("is valid: every rule refers to a location of the clinic, every treatment is offered somewhere", () => {
    expect(availabilityProblems()).toEqual([]);
    for (const key of treatmentKeys) expect(availabilityOf(key).offered.length, key).toBeGreaterThan(0);
  });

  it("leaves PRP, for hair and for the face, out of Brazil, saying why (experimental for the CFM)", () => {
    for (const key of ["prp", "prp_facial"] as const) {
      const availability = availabilityOf(key);
      expect(cities(availability.offered)).toEqual(["madrid", "lisbon"]);
      expect(availability.offered.map((location) => location.country)).not.toContain("BR");
      expect(availability.notOffered).toEqual([
        { location: locations.find((location) => location.country === "BR"), reason: "prp_research_only_br" },
      ]);
    }
  });

  it("offers every other treatment at all three locations, in the footer's order", () => {
    for (const key of treatmentKeys.filter((key) => !Object.hasOwn(notOffered, key))) {
      expect(cities(availabilityOf(key).offered), key).toEqual(["sao_paulo", "madrid", "lisbon"]);
      expect(availabilityOf(key).notOffered, key).toEqual([]);
    }
  });

  it("shows São Paulo offering exosomes and PDRN only where the page's text describes Brazil's topical use (Brazilian Portuguese)", () => {
    for (const key of ["exossomes", "pdrn"] as const) {
      const record = defaultRecord(key);
      expect(cities(availabilityOfRecord(record, defaultLocations, "pt").offered), key).toEqual([
        "sao_paulo",
        "madrid",
        "lisbon",
      ]);
      for (const language of languages.filter((language) => language !== "pt")) {
        const availability = availabilityOfRecord(record, defaultLocations, language);
        expect(cities(availability.offered), `${key} ${language}`).toEqual(["madrid", "lisbon"]);
        expect(availability.notOffered.map(({ location, reason }) => [location.id, reason])).toEqual([
          ["sao_paulo", "topical_only_br"],
        ]);
      }
    }
    // Its structured data in English names no Brazilian clinic among those that offer it.
    const english = JSON.stringify(
      treatmentData("https://clinic.example", "en", defaultRecord("pdrn"), defaultLocations, {
        name: "PDRN",
        description: "D",
        home: "Home",
        treatments: "Treatments",
      }),
    );
    expect(english).not.toContain("#clinic-br");
  });

  it("can leave out one location rather than a whole country", () => {
    const rules: AvailabilityRules = { nctf: [{ location: "madrid" }] };
    expect(cities(availabilityOf("nctf", rules).offered)).toEqual(["sao_paulo", "lisbon"]);
    expect(availabilityOf("nctf", rules).notOffered).toEqual([{ location: locations[1], reason: undefined }]);
  });

  it("finds rules that refer to nothing, and treatments offered nowhere", () => {
    const rules = {
      nctf: [{ country: "ES" }, { country: "BR" }, { location: "lisbon" }],
      prp: [{ location: "porto" }],
      botox: [{ country: "BR" }],
    } as unknown as AvailabilityRules;
    expect(availabilityProblems(rules)).toEqual([
      "nctf: offered nowhere",
      "prp: no clinic location in location porto",
      "botox: no such treatment",
    ]);
    // A country where the clinic has no location (its locations moved, the rule stayed).
    const withoutBrazil = locations.filter((location) => location.country !== "BR");
    expect(availabilityProblems(notOffered, withoutBrazil)).toEqual([
      "prp: no clinic location in country BR",
      "prp_facial: no clinic location in country BR",
    ]);
  });

  it("gives every location a distinct id", () => {
    expect(new Set(cities(locations)).size).toBe(locations.length);
  });
});

describe("a treatment's structured data", () => {
  const data = (key: (typeof treatmentKeys)[number]) => {
    const texts = serverT("pt", "treatment");
    const graph = treatmentData("https://clinic.example", "pt", defaultRecord(key), defaultLocations, {
      name: "x",
      description: "y",
      home: texts("home"),
      treatments: texts("treatments"),
    })["@graph"] as Array<Record<string, unknown>>;
    return graph.filter((node) => node["@type"] === "MedicalClinic");
  };

  it("says which locations offer it, and the clinic as a whole only when all of them do", () => {
    const prp = data("prp");
    expect(prp.filter((node) => node.availableService).map((node) => node["@id"])).toEqual([
      "https://clinic.example/#clinic-es",
      "https://clinic.example/#clinic-pt",
    ]);
    const procedure = { "@id": "https://clinic.example/pt/service/prp#procedure" };
    expect(prp.find((node) => node["@id"] === "https://clinic.example/#clinic-es")?.availableService).toEqual(
      procedure,
    );
    const trichotest = data("trichotest");
    expect(trichotest.filter((node) => node.availableService)).toHaveLength(4);
    expect(trichotest[0]).toMatchObject({ "@id": "https://clinic.example/#clinic" });
  });
});
