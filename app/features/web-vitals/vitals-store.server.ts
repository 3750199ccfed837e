import type { DatabaseSync } from "node:sqlite";
import { matchPath } from "react-router";
import { CLSThresholds, FCPThresholds, INPThresholds, LCPThresholds, TTFBThresholds } from "web-vitals";
import { splitLanguagePath } from "~/i18n/localized-path";
import { indexedPaths, type Page, pages } from "~/pages";
import type { MetricName, VitalsReport } from "./vitals-report";

/** The library's own rating thresholds: up to the first is good, above the second poor. */
const thresholds: Record<MetricName, readonly number[]> = {
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

const indexed = new Set(indexedPaths);
/** Pages with an address pattern (`/service/:service`), for addresses the sitemap does not list. */
const patterns = Object.values(pages)
  .filter((page: Page) => page.sitemap.length > 0 && page.path.includes(":"))
  .map((page: Page) => page.path);

/**
 * The page a report is about, language-independent: an indexed address as it is, another
 * address of a page by its pattern (a described service: `/service/:service`), else "(other)".
 */
export function pageKey(pathname: string): string {
  const { path } = splitLanguagePath(pathname.split("?")[0] ?? "/");
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : "/";
  if (indexed.has(clean)) return clean;
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
  constructor(private readonly db: DatabaseSync) {}

  record(report: VitalsReport, now = new Date()) {
    const day = now.toISOString().slice(0, 10);
    const page = pageKey(report.page);
    const select = this.db.prepare("SELECT histogram FROM web_vitals_daily WHERE day = ? AND page = ? AND metric = ?");
    const upsert = this.db.prepare(`
      INSERT INTO web_vitals_daily (day, page, metric, count, sum, good, needs_improvement, poor, histogram)
      VALUES (:day, :page, :metric, 1, :value, :good, :ni, :poor, :histogram)
      ON CONFLICT (day, page, metric) DO UPDATE SET
        count = count + 1, sum = sum + :value, good = good + :good,
        needs_improvement = needs_improvement + :ni, poor = poor + :poor, histogram = :histogram
    `);
    this.db.exec("BEGIN IMMEDIATE");
    try {
      for (const { name, value } of report.metrics) {
        const bounds = buckets(name);
        const row = select.get(day, page, name) as { histogram: string } | undefined;
        const histogram: number[] = row ? JSON.parse(row.histogram) : new Array(bounds.length + 1).fill(0);
        const at = bounds.findIndex((bound) => value <= bound);
        const index = at === -1 ? bounds.length : at;
        histogram[index] = (histogram[index] ?? 0) + 1;
        const [good = 0, poor = 0] = thresholds[name];
        upsert.run({
          day,
          page,
          metric: name,
          value,
          good: value <= good ? 1 : 0,
          ni: value > good && value <= poor ? 1 : 0,
          poor: value > poor ? 1 : 0,
          histogram: JSON.stringify(histogram),
        });
      }
      this.db.exec("COMMIT");
    } catch (error) {
      // SQLite may have rolled back itself (a full disk): the real cause is the error thrown, not this.
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }

  /** The totals of the last `days` days (today included), newest first. */
  list(days: number, now = new Date()): VitalsRow[] {
    const since = new Date(now.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    const rows = this.db
      .prepare("SELECT * FROM web_vitals_daily WHERE day >= ? ORDER BY day DESC, page, metric")
      .all(since) as unknown as StoredRow[];
    return rows.map((row) => ({
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

function percentile(metric: MetricName, histogram: number[], share: number): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  let seen = 0;
  for (const [index, n] of histogram.entries()) {
    seen += n;
    if (seen >= total * share) return buckets(metric)[index] ?? null;
  }
  return null;
}
