import type { CountryCode } from "~/config/clinic";
import { countryCodes } from "~/config/location-records";
import type { Sql } from "~/db/sql.server";
import { allLocations, treatmentCatalogue } from "~/features/records/record-state.server";
import { type Device, devices, type MetricName, metricNames } from "~/features/web-vitals/vitals-report";
import { type PageKind, pageKinds, percentile, thresholds } from "~/features/web-vitals/vitals-store.server";
import { isLanguage, type Language } from "~/i18n/languages";
import { weekOf } from "./weeks";

export { type PageKind, pageKindOf, pageKinds } from "~/features/web-vitals/vitals-store.server";
export { weekOf };

/**
 * The owners' figures (docs/decisions/033-insights.md), week by week from the day's counts (`site_counts_daily`) and
 * the page-speed totals (`web_vitals_daily`): nothing here reads a contact request or a visitor.
 * Weeks start on Monday and days are UTC days, as the counts keep them; the last week is the current one, so far.
 */
export const periods = [4, 13, 52] as const;
export type Period = (typeof periods)[number];
export const breakdowns = ["clinic", "treatment", "language", "page"] as const;
export type Breakdown = (typeof breakdowns)[number];

export interface InsightsFilters {
  weeks: Period;
  /** A location's id, or none (every clinic). */
  clinic: string | null;
  country: CountryCode | null;
  language: Language | null;
  /** How the requests' weeks are split. */
  by: Breakdown;
}

/** The filters of an address (`?weeks=13&clinic=lisbon&country=PT&language=pt-PT&by=page`); anything else: the default. */
export function insightsFilters(url: URL): InsightsFilters {
  const value = (name: string) => url.searchParams.get(name) ?? "";
  const weeks = Number(value("weeks"));
  const clinic = value("clinic");
  const country = value("country");
  const language = value("language");
  const by = value("by");
  return {
    weeks: periods.find((period) => period === weeks) ?? 13,
    clinic: allLocations().some((location) => location.id === clinic) ? clinic : null,
    country: countryCodes.find((code) => code === country) ?? null,
    language: isLanguage(language) ? language : null,
    by: breakdowns.find((name) => name === by) ?? "clinic",
  };
}

/** The address of the page (or its CSV) with these filters; defaults left out, so that a bookmark stays short. */
export function insightsHref(base: string, filters: InsightsFilters, extra: Record<string, string> = {}) {
  const query = new URLSearchParams();
  if (filters.weeks !== 13) query.set("weeks", String(filters.weeks));
  if (filters.clinic) query.set("clinic", filters.clinic);
  if (filters.country) query.set("country", filters.country);
  if (filters.language) query.set("language", filters.language);
  if (filters.by !== "clinic") query.set("by", filters.by);
  for (const [name, value] of Object.entries(extra)) query.set(name, value);
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

const dayMs = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The Mondays of the last `weeks` weeks, oldest first, the current week last. */
export function weekStarts(weeks: number, now = new Date()): string[] {
  const current = new Date(`${weekOf(dayOf(now))}T00:00:00Z`).getTime();
  return Array.from({ length: weeks }, (_, index) => dayOf(new Date(current - (weeks - 1 - index) * 7 * dayMs)));
}

/** A page's treatment, where the page is a treatment's (`/service/<slug>`): its key in the catalogue, else none. */
function treatmentOfPage(page: string): string | null {
  const slug = /^\/service\/([^/]+)$/.exec(page)?.[1];
  if (!slug) return null;
  return treatmentCatalogue().find((record) => record.slug === slug)?.key ?? null;
}

/** The clinics a country's filter keeps. */
const clinicsOf = (country: CountryCode) =>
  allLocations()
    .filter((location) => location.country === country)
    .map((location) => location.id);

interface CountRow {
  day: string;
  event: string;
  /** Absent where the query did not group by it. */
  page: string;
  clinic: string;
  language: string;
  count: number;
}

type CountColumn = "page" | "clinic" | "language";

/**
 * The counts of some events since a day, per day, event and the columns asked for (summed over the others), filtered
 * as asked: a filter by clinic or country keeps only those clinics' counts.
 */
async function countsSince(
  db: Sql,
  events: readonly string[],
  since: string,
  filters: Pick<InsightsFilters, "clinic" | "country" | "language">,
  columns: readonly CountColumn[],
) {
  const where = ["day >= ?", `event IN (${events.map(() => "?").join(", ")})`];
  const values: string[] = [since, ...events];
  if (filters.clinic) {
    where.push("clinic = ?");
    values.push(filters.clinic);
  }
  if (filters.country) {
    const clinics = clinicsOf(filters.country);
    where.push(clinics.length ? `clinic IN (${clinics.map(() => "?").join(", ")})` : "1 = 0");
    values.push(...clinics);
  }
  if (filters.language) {
    where.push("language = ?");
    values.push(filters.language);
  }
  const grouped = ["day", "event", ...columns].join(", ");
  return db.all<CountRow>(
    `SELECT ${grouped}, CAST(SUM(count) AS INTEGER) AS count FROM site_counts_daily
     WHERE ${where.join(" AND ")} GROUP BY ${grouped}`,
    values,
  );
}

/** The week of each day, worked out once per day (a year's rows name 365 days, many times each). */
function weeksOfDays() {
  const known = new Map<string, string>();
  return (day: string) => {
    let week = known.get(day);
    if (week === undefined) {
      week = weekOf(day);
      known.set(day, week);
    }
    return week;
  };
}

/** The key a request counts under in a breakdown: '' where it has none (no clinic chosen, no treatment's page). */
function keyOf(row: CountRow, by: Breakdown): string {
  if (by === "clinic") return row.clinic;
  if (by === "language") return row.language;
  if (by === "page") return row.page;
  return treatmentOfPage(row.page) ?? "";
}

export interface RequestFigures {
  /** The breakdown's keys, most requests first ('' for none). */
  keys: string[];
  weeks: Array<{ week: string; total: number; counts: Record<string, number> }>;
  /** The period's totals by each breakdown, most first. */
  totals: Record<Breakdown, Array<{ key: string; count: number }>>;
  total: number;
}

export interface BookingFigures {
  weeks: Array<{ week: string; opened: number; scheduled: number }>;
  /** The period's figures per page and clinic, most opened first. */
  places: Array<{ page: string; clinic: string; opened: number; scheduled: number }>;
}

export interface ConsentFigures {
  weeks: Array<{ week: string; shown: number; accepted: number; rejected: number; unanswered: number }>;
}

/** The library's "good" limit of each metric (up to it: good), as the page-speed totals rate them. */
export const goodLimits = Object.fromEntries(
  metricNames.map((metric) => [metric, thresholds[metric][0] ?? 0]),
) as Record<MetricName, number>;

export interface SpeedLine {
  kind: PageKind;
  device: Device;
  /** Per week: the 75th percentile (the upper bound of its histogram bucket), none without measurements. */
  p75: Array<number | null>;
  counts: number[];
}

export interface SpeedFigures {
  metrics: Record<MetricName, SpeedLine[]>;
}

export interface InsightsFigures {
  weeks: string[];
  requests: RequestFigures;
  bookings?: BookingFigures;
  consent?: ConsentFigures;
  speed?: SpeedFigures;
}

function requestFigures(rows: readonly CountRow[], weeks: readonly string[], by: Breakdown): RequestFigures {
  const weekOfDay = weeksOfDays();
  const totals = new Map(breakdowns.map((name) => [name, new Map<string, number>()]));
  const byWeek = new Map(weeks.map((week) => [week, { total: 0, counts: new Map<string, number>() }]));
  let total = 0;
  // A treatment's key per page, found once per page.
  const treatments = new Map<string, string>();
  const key = (row: CountRow, name: Breakdown) => {
    if (name !== "treatment") return keyOf(row, name);
    let found = treatments.get(row.page);
    if (found === undefined) {
      found = keyOf(row, name);
      treatments.set(row.page, found);
    }
    return found;
  };
  const add = (counts: Map<string, number>, name: string, count: number) =>
    counts.set(name, (counts.get(name) ?? 0) + count);
  for (const row of rows) {
    total += row.count;
    for (const name of breakdowns) add(totals.get(name) as Map<string, number>, key(row, name), row.count);
    const week = byWeek.get(weekOfDay(row.day));
    if (!week) continue;
    week.total += row.count;
    add(week.counts, key(row, by), row.count);
  }
  const sorted = (counts: Map<string, number>) =>
    [...counts]
      .map(([name, count]) => ({ key: name, count }))
      .sort((a, b) => b.count - a.count || (a.key < b.key ? -1 : 1));
  const byTotals = Object.fromEntries(
    breakdowns.map((name) => [name, sorted(totals.get(name) as Map<string, number>)]),
  ) as RequestFigures["totals"];
  return {
    keys: byTotals[by].map((entry) => entry.key),
    weeks: weeks.map((week) => {
      const figures = byWeek.get(week);
      return { week, total: figures?.total ?? 0, counts: Object.fromEntries(figures?.counts ?? []) };
    }),
    totals: byTotals,
    total,
  };
}

function eventsByWeek(rows: readonly CountRow[], weeks: readonly string[]) {
  const weekOfDay = weeksOfDays();
  const byWeek = new Map(weeks.map((week) => [week, new Map<string, number>()]));
  for (const row of rows) {
    const counts = byWeek.get(weekOfDay(row.day));
    counts?.set(row.event, (counts.get(row.event) ?? 0) + row.count);
  }
  return (week: string, event: string) => byWeek.get(week)?.get(event) ?? 0;
}

function bookingFigures(bookings: readonly CountRow[], weeks: readonly string[]): BookingFigures {
  const count = eventsByWeek(bookings, weeks);
  const places = new Map<string, { page: string; clinic: string; opened: number; scheduled: number }>();
  for (const row of bookings) {
    const key = JSON.stringify([row.page, row.clinic]);
    const place = places.get(key) ?? { page: row.page, clinic: row.clinic, opened: 0, scheduled: 0 };
    if (row.event === "booking_opened") place.opened += row.count;
    else place.scheduled += row.count;
    places.set(key, place);
  }
  return {
    weeks: weeks.map((week) => ({
      week,
      opened: count(week, "booking_opened"),
      scheduled: count(week, "booking_scheduled"),
    })),
    places: [...places.values()].sort((a, b) => b.opened - a.opened || b.scheduled - a.scheduled),
  };
}

function consentFigures(rows: readonly CountRow[], weeks: readonly string[]): ConsentFigures {
  const count = eventsByWeek(rows, weeks);
  return {
    weeks: weeks.map((week) => {
      const shown = count(week, "consent_shown");
      const accepted = count(week, "consent_accepted");
      const rejected = count(week, "consent_rejected");
      // A banner answered in another week, or reopened and answered, can leave more answers than displays.
      return { week, shown, accepted, rejected, unanswered: Math.max(0, shown - accepted - rejected) };
    }),
  };
}

async function speedFigures(db: Sql, weeks: readonly string[]): Promise<SpeedFigures> {
  // The weeks' totals, kept as each measurement came (vitals-store.server.ts): one row per week, kind, device, metric.
  const rows = await db.all<{
    week: string;
    kind: PageKind;
    device: Device;
    metric: MetricName;
    count: number;
    histogram: string;
  }>("SELECT week, kind, device, metric, count, histogram FROM web_vitals_weekly WHERE week >= ?", [weeks[0] ?? ""]);
  const merged = new Map(rows.map((row) => [`${row.week} ${row.kind} ${row.device} ${row.metric}`, row]));
  const metrics = Object.fromEntries(
    metricNames.map((metric) => [
      metric,
      pageKinds.flatMap((kind) =>
        devices.map((device) => {
          const totals = weeks.map((week) => merged.get(`${week} ${kind} ${device} ${metric}`));
          return {
            kind,
            device,
            p75: totals.map((total) => (total ? percentile(metric, JSON.parse(total.histogram), 0.75) : null)),
            counts: totals.map((total) => total?.count ?? 0),
          };
        }),
      ),
    ]),
  ) as SpeedFigures["metrics"];
  return { metrics };
}

/**
 * The figures of a period, as far as the reader may see them: the contact requests for everyone the page lets in;
 * bookings, consent and speed for owners (`all`).
 */
export async function insightsFigures(
  db: Sql,
  filters: InsightsFilters,
  { all, now = new Date() }: { all: boolean; now?: Date },
): Promise<InsightsFigures> {
  const weeks = weekStarts(filters.weeks, now);
  const since = weeks[0] ?? dayOf(now);
  // The clinic and country filters concern what has a clinic; the banner is the site's, whatever the clinic.
  const [requests, bookings, consent, speed] = await Promise.all([
    countsSince(db, ["request"], since, filters, ["page", "clinic", "language"]),
    all ? countsSince(db, ["booking_opened", "booking_scheduled"], since, filters, ["page", "clinic"]) : [],
    all
      ? countsSince(
          db,
          ["consent_shown", "consent_accepted", "consent_rejected"],
          since,
          { ...filters, clinic: null, country: null },
          [],
        )
      : [],
    all ? speedFigures(db, weeks) : undefined,
  ]);
  return {
    weeks,
    requests: requestFigures(requests, weeks, filters.by),
    ...(all ? { bookings: bookingFigures(bookings, weeks), consent: consentFigures(consent, weeks), speed } : {}),
  };
}
