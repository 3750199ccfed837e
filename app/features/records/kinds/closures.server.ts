import type { SpecialHours } from "~/seo/structured-data.server";
import { date, recordChoice, texts, time, yesNo } from "../fields";
import { defineRecordKind, type RecordProblem, recordsIn } from "../record-kind";
import { locationKind } from "./locations.server";

/**
 * The days a location is closed or keeps other hours (docs/staff.md#closures-and-special-hours): a date or a range, closed all day or
 * open at other times, and a note in each language (`common:closures.<id>`). The footer and the contact section show
 * one from 14 days before it begins until it ends, the location's structured data every one to come, and the booking
 * dialog's fallback text those the footer shows. The repository has none: every one is the clinic's.
 */

/** A closure as the pages read it. */
export interface ClosureRecord extends SpecialHours {
  id: string;
  shown: boolean;
}

/** How many days before a closure begins the footer and the contact section tell it. */
export const closureNoticeDays = 14;

export const closureKind = defineRecordKind({
  kind: "closures",
  newId: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, max: 40 },
  defaults: () => [],
  fields: {
    location: recordChoice(locationKind.kind, (id, values) => values.city || id),
    from: date(),
    to: date({ optional: true }),
    closed: yesNo(),
    opens: time({ optional: true }),
    closes: time({ optional: true }),
    note: texts("common", (id) => `closures.${id}`, { max: 160 }),
    shown: yesNo(),
  },
  toRecord: (id, values): ClosureRecord => ({
    id,
    location: values.location,
    from: values.from,
    to: values.to || values.from,
    closed: values.closed,
    opens: values.closed ? "" : values.opens,
    closes: values.closed ? "" : values.closes,
    shown: values.shown,
  }),
  // A new closure starts hidden, closed all day.
  start: () => ({ shown: "no", closed: "yes" }),
  // Its last day not before its first; other hours are both times, closing after opening.
  rules: (_, values) => {
    const problems: Array<Omit<RecordProblem, "id">> = [];
    if (values.to && values.to < values.from) problems.push({ field: "to", rule: "closure_dates" });
    if (values.closed === "no") {
      for (const field of ["opens", "closes"] as const)
        if (!values[field]) problems.push({ field, rule: "closure_hours" });
      if (values.opens && values.closes && values.closes <= values.opens)
        problems.push({ field: "closes", rule: "location_time", detail: { found: values.closes } });
    }
    return problems;
  },
  shown: (values) => values.shown === "yes",
  // By their first day, the soonest first.
  order: (values) => Math.round((Date.parse(values.from) || 0) / 86_400_000),
  editor: {
    title: "note",
    columns: ["location", "from", "to", "closed", "shown"],
    preview: () => "/#contactus",
  },
});

/** The closures these fields leave that are shown, each with the location it is for, in date order. */
export const closuresIn = (fields: Readonly<Record<string, string>>) =>
  recordsIn(closureKind, fields).filter((closure) => closure.shown);

/** The day `days` after `day` (`2026-12-24`). */
export const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);
