import { describe, expect, it } from "vitest";
import { ruleLines } from "../../../../tests/support/records";
import { closureKind, closuresIn, dayAfter } from "./closures.server";

const key = (id: string, field: string) => closureKind.key(id, field as "from");
const christmas = {
  [key("christmas", "location")]: "lisbon",
  [key("christmas", "from")]: "2026-12-24",
  [key("christmas", "to")]: "2026-12-26",
  [key("christmas", "closed")]: "yes",
  [key("christmas", "shown")]: "yes",
};
const rules = (fields: Record<string, string>) => ruleLines(closureKind.recordsOf(fields).problems);

describe("the closures and special hours as records", () => {
  it("are none in the repository: every one is the clinic's", () => {
    expect(closuresIn({})).toEqual([]);
    expect(closureKind.defaults()).toEqual([]);
  });

  it("take a range of days closed, and a day of other hours, in date order", () => {
    const fields = {
      ...christmas,
      [key("new-year-eve", "location")]: "madrid",
      [key("new-year-eve", "from")]: "2026-12-31",
      [key("new-year-eve", "closed")]: "no",
      [key("new-year-eve", "opens")]: "09:00",
      [key("new-year-eve", "closes")]: "13:00",
      [key("new-year-eve", "shown")]: "yes",
    };
    expect(rules(fields)).toEqual([]);
    expect(closuresIn(fields)).toEqual([
      {
        id: "christmas",
        location: "lisbon",
        from: "2026-12-24",
        to: "2026-12-26",
        closed: true,
        opens: "",
        closes: "",
        shown: true,
      },
      {
        id: "new-year-eve",
        location: "madrid",
        from: "2026-12-31",
        to: "2026-12-31",
        closed: false,
        opens: "09:00",
        closes: "13:00",
        shown: true,
      },
    ]);
  });

  it("refuse a last day before the first, other hours without their times or closing first, and a place that is none", () => {
    expect(
      rules({
        ...christmas,
        [key("christmas", "to")]: "2026-12-20",
        [key("training", "location")]: "porto",
        [key("training", "from")]: "2027-01-15",
        [key("training", "closed")]: "no",
        [key("training", "closes")]: "12:00",
        [key("training", "shown")]: "yes",
        [key("late", "location")]: "madrid",
        [key("late", "from")]: "2027-02-01",
        [key("late", "closed")]: "no",
        [key("late", "opens")]: "14:00",
        [key("late", "closes")]: "10:00",
        [key("late", "shown")]: "yes",
      }),
    ).toEqual([
      "christmas.to:closure_dates",
      "training.location:field_choice",
      "training.opens:closure_hours",
      "late.closes:location_time",
    ]);
  });

  it("need nothing while hidden: a closure begun is written before it is shown", () => {
    expect(rules({ [key("begun", "shown")]: "no", [key("begun", "closed")]: "yes" })).toEqual([]);
    expect(closuresIn({ [key("begun", "shown")]: "no" })).toEqual([]);
  });

  it("count days across months and years", () => {
    expect(dayAfter("2026-12-20", 14)).toBe("2027-01-03");
  });
});
