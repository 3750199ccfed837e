import { matchPath } from "react-router";
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import type { Sql } from "~/db/sql.server";
import { weekOf } from "~/features/insights/weeks";
import { shownTreatmentPaths } from "~/features/records/record-state.server";
import { splitLanguagePath } from "~/i18n/localized-path";
import { type Page, pages } from "~/pages";
import type { MetricName, VitalsReport } from "./vitals-report";

/** The library's own rating thresholds: up to the first is good, above the second poor. */
export const thresholds: Record<MetricName, readonly number[]> = {
  LCP: LCPThresholds,
  CLS: CLSThresholds,
  INP: INPThresholds,
  FCP: FCPThresholds,
  TTFB: TTFBThresholds,
};

const timeBuckets = [
  100, 200, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000,
  15_000, 20_000,
];
const shiftBuckets = [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1];

/** Upper bounds of the histogram's buckets; a last, open bucket holds everything above. */
export const buckets = (metric: MetricName) => (metric === "CLS" ? shiftBuckets : timeBuckets);

/** Pages with an address pattern (`/service/:service`), for addresses the sitemap does not list. */
const patterns = Object.values(pages)
  .filter((page: Page) => page.sitemap.length > 0 && page.path.includes(":"))
  .map((page: Page) => page.path);
/** The indexed addresses of pages with one address of their own (the treatments' are the catalogue's, below). */
const ownPaths = new Set(
  Object.values(pages)
    .filter((page: Page) => !page.path.includes(":"))
    .flatMap((page: Page) => page.sitemap),
);
/** The kinds of page the owners' figures tell the speed of (docs/decisions/033-insights.md). */
export const pageKinds = ["home", "treatment", "other"] as const;
export type PageKind = (typeof pageKinds)[number];
/** A page's kind, from its language-independent address (`pageKey`). */
export const pageKindOf = (page: string): PageKind =>
  page === "/" ? "home" : page.startsWith("/service/") ? "treatment" : "other";

/** Whether an address is indexed now: a page's own, or a treatment's the clinic shows (one it added too). */
const indexed = (path: string) => ownPaths.has(path) || shownTreatmentPaths().includes(path);

/**
 * The page a report is about, language-independent: an indexed address as it is, another
 * address of a page by its pattern (a described service: `/service/:service`), else "(other)".
 */
export function pageKey(pathname: string): string {
  const { path } = splitLanguagePath(pathname.split("?")[0] ?? "/");
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  if (indexed(clean)) return clean;
  return patterns.find((pattern) => matchPath(pattern, clean)) ?? "(other)";
}

export interface VitalsRow {
  day: string;
  page: string;
  metric: MetricName;
  count: number;
  mean: number;
  /** Upper bound of the bucket holding the 75th percentile (null: above the last bound). */
  p75: number | null;
  good: number;
  needsImprovement: number;
  poor: number;
}

interface StoredRow {
  day: string;
  page: string;
  metric: MetricName;
  /** `phone`, `desktop`, or '' (kept before the device was told). */
  device: string;
  count: number;
  sum: number;
  good: number;
  needs_improvement: number;
  poor: number;
  histogram: string;
}

/**
 * Web Vitals, kept only as totals per page, day and metric: a count, a sum, the three ratings
 * and a histogram (for the 75th percentile). No visitor, address or time of day is stored.
 */
export class VitalsStore {
  constructor(private readonly db: Sql) {}

  /**
   * Adds one page view's metrics to the day's totals, in one transaction. Each total's row is made first (empty) and
   * then locked, so that two instances adding to the same total at once both count (PostgreSQL: `FOR UPDATE`;
   * SQLite has one writer at a time). The rows are locked in one order, by metric name, whatever the report's:
   * two views adding to the same totals wait for each other instead of deadlocking. A metric reported twice in one
   * view counts once, with its last value (as the library reports a value that changed).
   */
  async record(report: VitalsReport, now = new Date()) {
    const day = now.toISOString().slice(0, 10);
    const page = pageKey(report.page);
    const device = report.device ?? "";
    const lock = this.db.engine === "postgres" ? "FOR UPDATE" : "";
    const metrics = [...new Map(report.metrics.map(({ name, value }) => [name, value]))].sort(([a], [b]) =>
      a < b ? -1 : 1,
    );
    await this.db.transaction(async (tx) => {
      for (const [name, value] of metrics) {
        const bounds = buckets(name);
        await tx.run(
          `INSERT INTO web_vitals_daily (day, page, metric, device, count, sum, good, needs_improvement, poor,
             histogram) VALUES (?, ?, ?, ?, 0, 0, 0, 0, 0, ?) ON CONFLICT (day, page, metric, device) DO NOTHING`,
          [day, page, name, device, JSON.stringify(new Array(bounds.length + 1).fill(0))],
        );
        const row = await tx.get<{ histogram: string }>(
          `SELECT histogram FROM web_vitals_daily WHERE day = ? AND page = ? AND metric = ? AND device = ? ${lock}`,
          [day, page, name, device],
        );
        const histogram: number[] = JSON.parse(row?.histogram ?? "[]");
        const index = bucketOf(name, value);
        histogram[index] = (histogram[index] ?? 0) + 1;
        const [good = 0, poor = 0] = thresholds[name];
        await tx.run(
          `UPDATE web_vitals_daily SET count = count + 1, sum = sum + ?, good = good + ?,
             needs_improvement = needs_improvement + ?, poor = poor + ?, histogram = ?
           WHERE day = ? AND page = ? AND metric = ? AND device = ?`,
          [
            value,
            value <= good ? 1 : 0,
            value > good && value <= poor ? 1 : 0,
            value > poor ? 1 : 0,
            JSON.stringify(histogram),
            day,
            page,
            name,
            device,
          ],
        );
        // The week's total of the page's kind on its device, for the owners' figures (a year is 1,560 rows to read).
        if (device)
          await addToWeek(tx, { week: weekOf(day), kind: pageKindOf(page), device, metric: name, index, lock });
      }
    });
  }

  /** The totals of the last `days` days (today included), newest first; a page's phones and desktops together. */
  async list(days: number, now = new Date()): Promise<VitalsRow[]> {
    const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = await this.db.all<StoredRow>("SELECT * FROM web_vitals_daily WHERE day >= ?", [since]);
    const merged = new Map<string, StoredRow>();
    for (const row of rows) {
      const key = JSON.stringify([row.day, row.page, row.metric]);
      const seen = merged.get(key);
      if (!seen) merged.set(key, { ...row });
      else Object.assign(seen, addTotals(seen, row));
    }
    // Newest first, then by page and metric, in code-point order (sorted here: the engines' collations differ).
    const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    return [...merged.values()]
      .sort((a, b) => order(b.day, a.day) || order(a.page, b.page) || order(a.metric, b.metric))
      .map((row) => ({
        day: row.day,
        page: row.page,
        metric: row.metric,
        count: row.count,
        mean: Number((row.sum / row.count).toFixed(row.metric === "CLS" ? 3 : 0)),
        p75: percentile(row.metric, JSON.parse(row.histogram), 0.75),
        good: row.good,
        needsImprovement: row.needs_improvement,
        poor: row.poor,
      }));
  }
}

/** The histogram bucket a value falls in (the last, open one above every bound). */
export function bucketOf(metric: MetricName, value: number): number {
  const bounds = buckets(metric);
  const at = bounds.findIndex((bound) => value <= bound);
  return at === -1 ? bounds.length : at;
}

/** Adds one measurement to a week's total (the row made first, then locked, as the day's). */
async function addToWeek(
  tx: Sql,
  at: { week: string; kind: PageKind; device: string; metric: MetricName; index: number; lock: string },
) {
  const key = [at.week, at.kind, at.device, at.metric];
  await tx.run(
    `INSERT INTO web_vitals_weekly (week, kind, device, metric, count, histogram) VALUES (?, ?, ?, ?, 0, ?)
     ON CONFLICT (week, kind, device, metric) DO NOTHING`,
    [...key, JSON.stringify(new Array(buckets(at.metric).length + 1).fill(0))],
  );
  const row = await tx.get<{ histogram: string }>(
    `SELECT histogram FROM web_vitals_weekly WHERE week = ? AND kind = ? AND device = ? AND metric = ? ${at.lock}`,
    key,
  );
  const histogram: number[] = JSON.parse(row?.histogram ?? "[]");
  histogram[at.index] = (histogram[at.index] ?? 0) + 1;
  await tx.run(
    "UPDATE web_vitals_weekly SET count = count + 1, histogram = ? WHERE week = ? AND kind = ? AND device = ? AND metric = ?",
    [JSON.stringify(histogram), ...key],
  );
}

/** Two totals of one metric as one: counts, sums and the histograms' buckets added. */
function addTotals(a: StoredRow, b: StoredRow): Omit<StoredRow, "day" | "page" | "metric" | "device"> {
  const left: number[] = JSON.parse(a.histogram);
  const right: number[] = JSON.parse(b.histogram);
  return {
    count: a.count + b.count,
    sum: a.sum + b.sum,
    good: a.good + b.good,
    needs_improvement: a.needs_improvement + b.needs_improvement,
    poor: a.poor + b.poor,
    histogram: JSON.stringify(left.map((n, index) => n + (right[index] ?? 0))),
  };
}

export function percentile(metric: MetricName, histogram: number[], share: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (const [index, n] of histogram.entries()) {
    seen += n;
    if (seen >= total * share) return buckets(metric)[index] ?? null;
  }
  return null;
}
