import { describe, expect, it } from "vitest";
import { locations } from "~/config/clinic";
import { defaultLocations } from "~/config/location-records";
import { everyDay, weekText } from "~/config/opening-hours";
import { newLocationFields as porto } from "../../../../tests/fixtures/new-location";
import { recordsOf } from "../../../../tests/support/records";
import { catalogueKindOf } from "../kinds.server";
import { locationKind } from "./locations.server";

const key = locationKind.key;
const locationsOf = (fields: Record<string, string>) => recordsOf(locationKind, fields);
const rules = (problems: ReadonlyArray<{ field: string; rule: string }>) =>
  problems.map(({ field, rule }) => `${field}:${rule}`);

describe("the locations as records", () => {
  it("are the repository's when nothing is published, in the footer's order, without a problem", () => {
    const { all, problems } = locationsOf({});
    expect(problems).toEqual([]);
    expect(all).toEqual(defaultLocations);
    expect(all.map(({ id }) => id)).toEqual(locations.map(({ id }) => id));
  });

  it("take the published fields: a new telephone (dialled as + and digits), new hours, hidden", () => {
    const week = weekText({ ...everyDay({ opens: "08:00", closes: "21:30" }), Sunday: [] });
    const { all, problems } = locationsOf({
      [key("madrid", "phone")]: "+34 910 00 99 00",
      [key("madrid", "hours")]: week,
      [key("lisbon", "shown")]: "no",
    });
    expect(problems).toEqual([]);
    const madrid = all.find(({ id }) => id === "madrid");
    expect(madrid?.telephone).toEqual({ e164: "+34910009900", display: "+34 910 00 99 00" });
    expect(madrid?.hours.Monday).toEqual([{ opens: "08:00", closes: "21:30" }]);
    expect(madrid?.hours.Sunday).toEqual([]);
    expect(all.find(({ id }) => id === "lisbon")?.shown).toBe(false);
  });

  it("say which field breaks which rule, and keep the repository's location meanwhile", () => {
    const { all, problems } = locationsOf({
      [key("sao_paulo", "postal_code")]: "1426-001",
      [key("sao_paulo", "phone")]: "call us",
      [key("sao_paulo", "hours")]: weekText(everyDay({ opens: "08:00", closes: "07:00" })),
      [key("sao_paulo", "latitude")]: "-123.5",
    });
    expect(rules(problems)).toEqual([
      "phone:location_phone",
      "latitude:location_coordinate",
      "hours:location_hours",
      "postal_code:location_postal_code",
    ]);
    expect(problems.find(({ field }) => field === "hours")?.detail).toEqual({ day: "Monday", found: "08:00-07:00" });
    expect(problems.find(({ field }) => field === "postal_code")?.detail).toEqual({ example: "01426-001" });
    expect(problems.find(({ field }) => field === "latitude")?.detail).toMatchObject({ found: "-123.5", limit: 90 });
    expect(all.find(({ id }) => id === "sao_paulo")).toEqual(defaultLocations[0]);
  });

  it("add a location the clinic writes, in its place; one still hidden and unwritten needs nothing yet", () => {
    const { all, problems } = locationsOf(porto);
    expect(problems).toEqual([]);
    expect(all.map(({ id }) => id)).toEqual(["sao_paulo", "madrid", "lisbon", "porto"]);
    expect(all.find(({ id }) => (id as string) === "porto")).toMatchObject({
      country: "PT",
      telephone: { e164: "+351220001200" },
    });
    const hours = all.find(({ id }) => (id as string) === "porto")?.hours;
    expect(hours?.Friday).toEqual([
      { opens: "09:00", closes: "13:00" },
      { opens: "14:00", closes: "19:00" },
    ]);
    expect(hours?.Saturday).toEqual([{ opens: "09:00", closes: "13:00" }]);
    expect(hours?.Sunday).toEqual([]);
    const begun = locationsOf({ [key("faro", "country")]: "PT", [key("faro", "shown")]: "no" });
    expect(begun.problems).toEqual([]);
    expect(begun.all.map(({ id }) => id)).not.toContain("faro");
    // Shown, it must be written.
    const shown = locationsOf({ [key("faro", "country")]: "PT", [key("faro", "shown")]: "yes" });
    expect(shown.problems.map(({ field }) => field)).toEqual(
      expect.arrayContaining(["city", "address", "postal_code", "phone", "latitude", "longitude"]),
    );
  });

  it("read hours published before the week (open days, one opening and closing time) as that week", () => {
    const { all, problems } = locationsOf({
      "locations.lisbon.days": "Monday Tuesday Wednesday Thursday Friday",
      "locations.lisbon.closes": "19:00",
    });
    expect(problems).toEqual([]);
    const lisbon = all.find(({ id }) => id === "lisbon")?.hours;
    expect(lisbon?.Friday).toEqual([{ opens: "08:00", closes: "19:00" }]);
    expect(lisbon?.Saturday).toEqual([]);
    // Once the week is written, the old keys say nothing any more.
    const written = locationsOf({
      "locations.lisbon.days": "Monday",
      [key("lisbon", "hours")]: weekText(everyDay({ opens: "10:00", closes: "18:00" })),
    });
    expect(written.all.find(({ id }) => id === "lisbon")?.hours.Sunday).toEqual([{ opens: "10:00", closes: "18:00" }]);
  });

  it("chat each on their own WhatsApp number, or on none", () => {
    const { all, problems } = locationsOf({
      [key("madrid", "whatsapp")]: "+34 699 00 11 22",
      [key("lisbon", "whatsapp")]: "",
    });
    expect(problems).toEqual([]);
    expect(all.find(({ id }) => id === "madrid")?.whatsapp).toEqual({
      e164: "+34699001122",
      display: "+34 699 00 11 22",
    });
    expect(all.find(({ id }) => id === "lisbon")?.whatsapp).toBeUndefined();
    expect(all.find(({ id }) => id === "sao_paulo")?.whatsapp?.e164).toBe("+5511912345678");
    expect(rules(locationsOf({ [key("madrid", "whatsapp")]: "call me" }).problems)).toEqual([
      "whatsapp:location_phone",
    ]);
  });

  it("keep at least one shown: the site names a clinic to visit", () => {
    const hidden = Object.fromEntries(locations.map(({ id }) => [key(id, "shown"), "no"]));
    expect(rules(locationsOf(hidden).problems)).toEqual(["shown:location_none_shown"]);
  });

  it("have their defaults and their editor's page by their keys", () => {
    const postal = key("lisbon", "postal_code");
    expect(catalogueKindOf(postal)?.defaultOf(postal)).toBe("1250-146");
    expect(catalogueKindOf(postal)?.editorPath(postal)).toBe("/locations/lisbon");
    expect(catalogueKindOf(postal)?.fieldHref(postal)).toBe("/locations/lisbon#locations-postal-code");
    expect(catalogueKindOf("locations.lisbon.colour")?.problemOf("locations.lisbon.colour")).toBe("catalogue_field");
  });
});
