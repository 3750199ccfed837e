import { connectDatabase } from "~/db/database.server";
import type { Sql } from "~/db/sql.server";
import { allLocations, shownTreatmentPaths } from "~/features/records/record-state.server";
import { StaffAccounts } from "~/features/staff/staff-accounts.server";
import { type MetricName, metricNames } from "~/features/web-vitals/vitals-report";
import { bucketOf, buckets, pageKindOf, thresholds } from "~/features/web-vitals/vitals-store.server";
import { languages } from "~/i18n/languages";
import { StaffSessions } from "~/security/staff-session.server";
import { weekOf } from "./weeks";

/**
 * A year (or any number of days) of made-up figures, as the site would have counted them (`npm run seed:figures`,
 * `npm run benchmark:insights`): per day, `requests` contact requests and `measurements` page views measured, spread
 * over pages, clinics, languages and devices, with bookings and the banner's answers beside them. Deterministic (a
 * seeded generator), so that two runs seed the same figures. Only the day's totals are written: no contact request.
 */
export interface SeedOptions {
  days: number;
  requests?: number;
  measurements?: number;
  now?: Date;
}

/** A small seeded generator (mulberry32): the same figures every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Typical values of each metric on a phone (a desktop's are about half), spread as real measurements are. */
const typical: Record<MetricName, number> = { LCP: 1900, INP: 140, CLS: 0.05, FCP: 1300, TTFB: 450 };

export async function seedFigures(
  db: Sql,
  { days, requests = 100, measurements = 1000, now = new Date() }: SeedOptions,
) {
  const random = generator(20261129);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const pages = ["/", "/about-us", "/our-story", ...shownTreatmentPaths()];
  const clinics = [...allLocations().map((location) => location.id), ""];
  const counts = new Map<string, number>();
  const count = (day: string, event: string, page: string, clinic: string, language: string, n = 1) => {
    const key = JSON.stringify([day, event, page, clinic, language]);
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  const vitals = new Map<
    string,
    { count: number; sum: number; good: number; needs: number; poor: number; histogram: number[] }
  >();
  for (let back = days - 1; back >= 0; back--) {
    const day = new Date(now.getTime() - back * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < requests; n++) count(day, "request", pick(pages), pick(clinics), pick(languages));
    for (let n = 0; n < requests * 0.6; n++) {
      const page = pick(pages);
      const clinic = pick(clinics.slice(0, -1));
      count(day, "booking_opened", page, clinic, pick(languages));
      if (random() < 0.3) count(day, "booking_scheduled", page, clinic, pick(languages));
    }
    for (let n = 0; n < measurements * 0.4; n++) {
      const language = pick(languages);
      count(day, "consent_shown", pick(pages), "", language);
      const answer = random();
      if (answer < 0.55) count(day, "consent_accepted", pick(pages), "", language);
      else if (answer < 0.8) count(day, "consent_rejected", pick(pages), "", language);
    }
    for (let n = 0; n < measurements; n++) {
      const page = pick(pages);
      const device = random() < 0.7 ? "phone" : "desktop";
      const metric = pick(metricNames);
      // A log-normal spread around the typical value; desktops about twice as fast.
      const spread = Math.exp((random() + random() + random() - 1.5) * 0.9);
      const value = (typical[metric] * spread) / (device === "desktop" ? 2 : 1);
      const key = JSON.stringify([day, page, metric, device]);
      const bounds = buckets(metric);
      const total = vitals.get(key) ?? {
        count: 0,
        sum: 0,
        good: 0,
        needs: 0,
        poor: 0,
        histogram: new Array(bounds.length + 1).fill(0),
      };
      total.histogram[bucketOf(metric, value)] += 1;
      total.count += 1;
      total.sum += value;
      // Rated as the store rates a measurement: up to the library's first limit good, above its second poor.
      const [good = 0, poor = 0] = thresholds[metric];
      if (value <= good) total.good += 1;
      else if (value <= poor) total.needs += 1;
      else total.poor += 1;
      vitals.set(key, total);
    }
  }
  // The weeks' totals, as the store keeps them beside the days' (vitals-store.server.ts).
  const weekly = new Map<string, { count: number; histogram: number[] }>();
  for (const [key, total] of vitals) {
    const [day = "", page = "", metric = "", device = ""] = JSON.parse(key) as string[];
    const weekKey = JSON.stringify([weekOf(day), pageKindOf(page), device, metric]);
    const week = weekly.get(weekKey) ?? { count: 0, histogram: total.histogram.map(() => 0) };
    week.count += total.count;
    for (const [index, n] of total.histogram.entries()) week.histogram[index] = (week.histogram[index] ?? 0) + n;
    weekly.set(weekKey, week);
  }
  await db.transaction(async (tx) => {
    for (const [key, total] of weekly) {
      await tx.run(
        `INSERT INTO web_vitals_weekly (week, kind, device, metric, count, histogram) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (week, kind, device, metric) DO UPDATE SET count = excluded.count, histogram = excluded.histogram`,
        [...(JSON.parse(key) as string[]), total.count, JSON.stringify(total.histogram)],
      );
    }
    for (const [key, n] of counts) {
      await tx.run(
        `INSERT INTO site_counts_daily (day, event, page, clinic, language, count) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (day, event, page, clinic, language) DO UPDATE SET count = site_counts_daily.count + excluded.count`,
        [...(JSON.parse(key) as string[]), n],
      );
    }
    for (const [key, total] of vitals) {
      const [day, page, metric, device] = JSON.parse(key) as string[];
      await tx.run(
        `INSERT INTO web_vitals_daily (day, page, metric, device, count, sum, good, needs_improvement, poor, histogram)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (day, page, metric, device) DO UPDATE SET count = excluded.count, sum = excluded.sum,
           good = excluded.good, needs_improvement = excluded.needs_improvement, poor = excluded.poor,
           histogram = excluded.histogram`,
        [
          day ?? "",
          page ?? "",
          metric ?? "",
          device ?? "",
          total.count,
          total.sum,
          total.good,
          total.needs,
          total.poor,
          JSON.stringify(total.histogram),
        ],
      );
    }
  });
  return { counts: counts.size, vitals: vitals.size };
}

/**
 * `npm run seed:figures` and `npm run benchmark:insights` (scripts/seed-figures.mjs, benchmark-insights.mjs): the
 * figures seeded into the site's database (DATABASE_URL, or SQLite under the data folder); for the benchmark, an owner
 * and a signed-in session too, whose token it sends as the session cookie.
 */
export async function seedDatabase(input: {
  dataDir: string;
  databaseUrl?: string;
  days: number;
  owner?: boolean;
}): Promise<{ ok: boolean; message: string; token?: string }> {
  const db = await connectDatabase({ dataDir: input.dataDir, databaseUrl: input.databaseUrl });
  try {
    const seeded = await seedFigures(db, { days: input.days });
    let token: string | undefined;
    if (input.owner) {
      const accounts = new StaffAccounts(db);
      const email = "figures-benchmark@clinic.test";
      const account = (await accounts.credentials(email)) ?? (await accounts.create({ email, role: "owner" }));
      const sessions = new StaffSessions(db, { idleMs: 3_600_000, lifetimeMs: 3_600_000 });
      token = (await sessions.create(account.id, "full")).token;
    }
    return {
      ok: true,
      message: `Seeded ${input.days} days: ${seeded.counts} count rows, ${seeded.vitals} speed rows.`,
      token,
    };
  } finally {
    await db.close();
  }
}
