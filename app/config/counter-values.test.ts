import { describe, expect, it } from "vitest";
import { counters, locations } from "./clinic";
import {
  counterDefault,
  counterKey,
  counterOfKey,
  counterProblem,
  countersOf,
  editableCounters,
} from "./counter-values";

describe("the home page's counters", () => {
  it("are the repository's, the locations' counting the locations, until the clinic publishes its own", () => {
    expect(countersOf({})).toEqual(counters.map(({ label, value }) => ({ label, value })));
    expect(countersOf({}).at(-1)).toEqual({ label: "locations", value: locations.length });
    expect(countersOf({}, 4).at(-1)).toEqual({ label: "locations", value: 4 });
  });

  it("take a published value over the default, and ignore one that is not a whole number", () => {
    const published = countersOf({
      [counterKey("procedures")]: "2100",
      [counterKey("surgeries")]: "1.027",
      "counters.locations.value": "12",
    });
    expect(published.map(({ value }) => value)).toEqual([1027, 2100, 1749, locations.length]);
  });

  it("are set for all but the locations, each a whole number of up to seven digits", () => {
    expect(editableCounters).toEqual(["surgeries", "procedures", "treatments"]);
    expect(counterOfKey("counters.treatments.value")).toBe("treatments");
    expect(counterOfKey("counters.locations.value")).toBeUndefined();
    expect(counterDefault("counters.surgeries.value")).toBe("1027");
    expect(counterDefault("counters.locations.value")).toBeUndefined();
    expect(["0", "7", "2050", "9999999"].map(counterProblem)).toEqual([undefined, undefined, undefined, undefined]);
    expect(["", "-1", "2.050", "2 050", "1e3", "012", "10000000", " 5"].map(counterProblem)).toEqual(
      Array(8).fill("counter_value"),
    );
  });
});
