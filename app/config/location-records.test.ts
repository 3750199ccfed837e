import { describe, expect, it } from "vitest";
import { newLocationFields as porto } from "../../tests/fixtures/new-location";
import { recordKindOf } from "./catalogue-records";
import { locations } from "./clinic";
import { defaultLocations, locationKey, locationsOf } from "./location-records";

describe("the locations as records", () => {
  it("are the repository's when nothing is published, in the footer's order, without a problem", () => {
    const { all, problems } = locationsOf({});
    expect(problems).toEqual([]);
    expect(all).toEqual(defaultLocations);
    expect(all.map(({ id }) => id)).toEqual(locations.map(({ id }) => id));
  });

  it("take the published fields: a new telephone (dialled as + and digits), new hours, hidden", () => {
    const { all, problems } = locationsOf({
      [locationKey("madrid", "phone")]: "+34 910 00 99 00",
      [locationKey("madrid", "closes")]: "21:30",
      [locationKey("lisbon", "shown")]: "no",
    });
    expect(problems).toEqual([]);
    const madrid = all.find(({ id }) => id === "madrid");
    expect(madrid?.telephone).toEqual({ e164: "+34910009900", display: "+34 910 00 99 00" });
    expect(madrid?.hours.closes).toBe("21:30");
    expect(all.find(({ id }) => id === "lisbon")?.shown).toBe(false);
  });

  it("say which field breaks which rule, and keep the repository's location meanwhile", () => {
    const { all, problems } = locationsOf({
      [locationKey("sao_paulo", "postal_code")]: "1426-001",
      [locationKey("sao_paulo", "phone")]: "call us",
      [locationKey("sao_paulo", "closes")]: "07:00",
      [locationKey("sao_paulo", "days")]: "Someday",
      [locationKey("sao_paulo", "latitude")]: "-123.5",
    });
    expect(problems).toEqual([
      { id: "sao_paulo", field: "postal_code", rule: "location_postal_code", detail: { example: "01426-001" } },
      { id: "sao_paulo", field: "phone", rule: "location_phone", detail: { found: "call us" } },
      { id: "sao_paulo", field: "latitude", rule: "location_coordinate", detail: { found: "-123.5", limit: 90 } },
      { id: "sao_paulo", field: "days", rule: "location_days" },
      { id: "sao_paulo", field: "closes", rule: "location_time", detail: { found: "07:00" } },
    ]);
    expect(all.find(({ id }) => id === "sao_paulo")).toEqual(defaultLocations[0]);
  });

  it("add a location the clinic writes, in its place; one still hidden and unwritten needs nothing yet", () => {
    const { all, problems } = locationsOf(porto);
    expect(problems).toEqual([]);
    expect(all.map(({ id }) => id)).toEqual(["sao_paulo", "madrid", "lisbon", "porto"]);
    expect(all.find(({ id }) => (id as string) === "porto")).toMatchObject({
      country: "PT",
      telephone: { e164: "+351220001200" },
      hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "19:00" },
    });
    const begun = locationsOf({ [locationKey("faro", "country")]: "PT", [locationKey("faro", "shown")]: "no" });
    expect(begun.problems).toEqual([]);
    expect(begun.all.map(({ id }) => id)).not.toContain("faro");
    // Shown, it must be written.
    const shown = locationsOf({ [locationKey("faro", "country")]: "PT", [locationKey("faro", "shown")]: "yes" });
    expect(shown.problems.map(({ field }) => field)).toEqual(
      expect.arrayContaining(["city", "address", "postal_code", "phone", "latitude", "longitude"]),
    );
  });

  it("have their defaults and their editor's page in the list of record kinds", () => {
    const key = locationKey("lisbon", "postal_code");
    expect(recordKindOf(key)?.defaultOf(key)).toBe("1250-146");
    expect(recordKindOf(key)?.editorPath(key)).toBe("/locations/lisbon");
    expect(recordKindOf("locations.lisbon.colour")?.problemOf("locations.lisbon.colour", "red", {})).toBe(
      "catalogue_field",
    );
  });
});
