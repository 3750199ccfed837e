import { describe, expect, it } from "vitest";
import {
  dayGroups,
  everyDay,
  openEveryDay,
  openingSpecifications,
  parseWeek,
  weekForm,
  weekFromForm,
  weekText,
} from "./opening-hours";

const porto = [
  ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `${day} 09:00-13:00 14:00-19:00`),
  "Saturday 09:00-13:00",
  "Sunday closed",
].join("\n");

/** What a form sends for a week, part by part. */
const sent = (parts: Record<string, string>) => (name: string) => parts[name] ?? "";

describe("a location's week", () => {
  it("reads each day's periods: a lunch break, a morning, a closed day", () => {
    const read = parseWeek(porto);
    if (!("hours" in read)) throw new Error("refused");
    expect(read.hours.Monday).toEqual([
      { opens: "09:00", closes: "13:00" },
      { opens: "14:00", closes: "19:00" },
    ]);
    expect(read.hours.Saturday).toEqual([{ opens: "09:00", closes: "13:00" }]);
    expect(read.hours.Sunday).toEqual([]);
    expect(weekText(read.hours)).toBe(porto);
  });

  it("names the day whose times are wrong, and refuses a week closed every day", () => {
    const wrong = (monday: string) => porto.replace("Monday 09:00-13:00 14:00-19:00", `Monday ${monday}`);
    for (const monday of ["09:00-08:00", "9:00-13:00", "09:00-13:00 12:00-19:00", "09:00-", "", "08-12 13-14 15-16"])
      expect(parseWeek(wrong(monday))).toEqual({ problem: { rule: "day", day: "Monday", found: monday } });
    expect(parseWeek(weekText(everyDay()))).toEqual({ problem: { rule: "closed" } });
    expect(parseWeek("Monday 09:00-18:00")).toMatchObject({ problem: { rule: "day" } });
  });

  it("comes from its form's parts, a break between two periods, and goes back to them as written", () => {
    const parts: Record<string, string> = {};
    for (const day of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]) {
      Object.assign(parts, { [`hours_${day}_open`]: "yes", [`hours_${day}_opens`]: "09:00" });
      parts[`hours_${day}_closes`] = day === "Saturday" ? "13:00" : "19:00";
      if (day !== "Saturday")
        Object.assign(parts, { [`hours_${day}_break_starts`]: "13:00", [`hours_${day}_break_ends`]: "14:00" });
    }
    // Sunday's times are there but its day is not ticked.
    Object.assign(parts, { hours_Sunday_opens: "10:00", hours_Sunday_closes: "14:00" });
    expect(weekFromForm("hours", sent(parts))).toBe(porto);
    expect(weekForm(porto).Monday).toEqual({
      open: true,
      opens: "09:00",
      closes: "19:00",
      breakStarts: "13:00",
      breakEnds: "14:00",
    });
    expect(weekForm(porto).Sunday.open).toBe(false);
    // Half a break is kept as typed, for the rule to name and the form to show again.
    const half = weekFromForm("hours", sent({ ...parts, hours_Monday_break_ends: "" }));
    expect(parseWeek(half)).toEqual({ problem: { rule: "day", day: "Monday", found: "09:00-13:00 -19:00" } });
    expect(weekForm(half).Monday).toEqual({
      open: true,
      opens: "09:00",
      closes: "19:00",
      breakStarts: "13:00",
      breakEnds: "",
    });
  });

  it("is told as a sign tells it, and as search engines read it", () => {
    const read = parseWeek(porto);
    if (!("hours" in read)) throw new Error("refused");
    expect(dayGroups(read.hours).map(({ from, to }) => `${from}-${to}`)).toEqual([
      "Monday-Friday",
      "Saturday-Saturday",
      "Sunday-Sunday",
    ]);
    expect(openEveryDay(read.hours)).toBe(false);
    expect(openEveryDay(everyDay({ opens: "08:00", closes: "20:00" }))).toBe(true);
    expect(openingSpecifications(read.hours)).toEqual([
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "13:00" },
      { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "14:00", closes: "19:00" },
      { days: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
  });
});
