import { describe, expect, it } from "vitest";
import { counters, locations } from "~/config/clinic";
import { catalogueKindOf } from "../kinds.server";
import { contextOf } from "../record-kind";
import { counterKind, countersIn } from "./counters.server";

const key = (label: string) => counterKind.key(label, "value");

describe("the home page's counters", () => {
  it("are the repository's, the locations' counting the locations, until the clinic publishes its own", () => {
    expect(countersIn({}, locations.length)).toEqual(counters.map(({ label, value }) => ({ label, value })));
    expect(countersIn({}, 4).at(-1)).toEqual({ label: "locations", value: 4 });
  });

  it("take a published value over the default, and ignore one that is not a whole number", () => {
    const published = countersIn(
      { [key("procedures")]: "2100", [key("surgeries")]: "1.027", "counters.locations.value": "12" },
      locations.length,
    );
    expect(published.map(({ value }) => value)).toEqual([1027, 2100, 1749, locations.length]);
  });

  it("are set for all but the locations, each a whole number of up to seven digits", () => {
    expect(counterKind.defaults().map(({ id }) => id)).toEqual(["surgeries", "procedures", "treatments"]);
    const kind = catalogueKindOf(key("treatments"));
    expect(kind?.defaultOf(key("surgeries"))).toBe("1027");
    expect(kind?.problemOf("counters.locations.value")).toBe("catalogue_field");
    const rule = (value: string) => counterKind.problemsOf("surgeries", { value }, contextOf({}))[0]?.rule;
    expect(["0", "7", "2050", "9999999"].map(rule)).toEqual([undefined, undefined, undefined, undefined]);
    expect(["", "-1", "2.050", "2 050", "1e3", "012", "10000000", " 5"].map(rule)).toEqual(
      Array(8).fill("counter_value"),
    );
  });
});
