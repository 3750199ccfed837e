import { z } from "zod";
import type { Sql } from "~/db/sql.server";
import { isShownClinic } from "~/features/records/record-state.server";
import { pageKey } from "~/features/web-vitals/vitals-store.server";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { splitLanguagePath } from "~/i18n/localized-path";
import { browserEvents, type SiteEventReport } from "./site-events";
import { weekOf } from "./weeks";

/** Everything counted: a stored contact request (by the server) and the browser's events (`site-events.ts`). */
const siteEvents = ["request", ...browserEvents] as const;
type SiteEvent = (typeof siteEvents)[number];

/** The server's check of a browser's count: a known event, a page's path, a clinic the site shows or none. */
export const siteEventReport: z.ZodType<SiteEventReport> = z.object({
  event: z.enum(browserEvents),
  page: z.string().max(2048),
  clinic: z.string().max(64).optional(),
});

export interface Count {
  event: SiteEvent;
  /** The page's path as the visitor saw it (with its language's prefix, if any). */
  path: string;
  /** A location's id; anything else (or nothing) counts as no clinic. */
  clinic?: string | null;
  /** The language counted, where the path does not tell it (a contact request: the form's). */
  language?: Language;
  now?: Date;
}

/** A location's id the site shows, else '' (a stale or forged id counts as no clinic). */
const knownClinic = (id: string | null | undefined) => (id && isShownClinic(id) ? id : "");

/**
 * Adds one to a day's count (in the caller's transaction where there is one): the page without its language (as the
 * page-speed totals key it), the language from the path, the clinic if the site shows it. Atomic on both engines.
 */
export async function addCount(db: Sql, { event, path, clinic, language, now = new Date() }: Count) {
  const { prefix } = splitLanguagePath(path.split("?")[0] ?? "/");
  await db.run(
    `INSERT INTO site_counts_daily (day, event, page, clinic, language, count) VALUES (?, ?, ?, ?, ?, 1)
     ON CONFLICT (day, event, page, clinic, language) DO UPDATE SET count = site_counts_daily.count + 1`,
    [now.toISOString().slice(0, 10), event, pageKey(path), knownClinic(clinic), language ?? prefix ?? defaultLanguage],
  );
}

/**
 * How long the figures are kept: 25 months, so that a month can be compared with the same month a year before. The
 * privacy policy says so (`privacy:sections.retention.statistics`).
 */
const figuresRetentionDays = 765;

/** Deletes the day's counts and page-speed totals older than the retention period; returns the rows deleted. */
export async function purgeOldFigures(db: Sql, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - figuresRetentionDays * 86_400_000).toISOString().slice(0, 10);
  const counts = await db.run("DELETE FROM site_counts_daily WHERE day < ?", [before]);
  const days = await db.run("DELETE FROM web_vitals_daily WHERE day < ?", [before]);
  // A week goes once the whole of it is past the period.
  return counts + days + (await db.run("DELETE FROM web_vitals_weekly WHERE week < ?", [weekOf(before)]));
}
