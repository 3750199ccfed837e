/**
 * What a visitor's browser may count (docs/decisions/033-insights.md), sent to `siteEventsEndpoint` as
 * `{ event, page, clinic? }`, nothing else: no identifier, no time finer than the day, no free text. The cookie
 * banner's display and answers are counted whatever the answer (they are how the clinic knows its consent is asked
 * fairly); a booking's steps only after the visitor allowed measurement, as the page speed is.
 * (No zod here: this module is part of every page's code; the server checks with `site-counts.server.ts`.)
 */
export const browserEvents = [
  "booking_opened",
  "booking_scheduled",
  "consent_shown",
  "consent_accepted",
  "consent_rejected",
] as const;
export type BrowserEvent = (typeof browserEvents)[number];

export const siteEventsEndpoint = "/api/site-events";

export interface SiteEventReport {
  event: BrowserEvent;
  /** The path of the page it happened on. */
  page: string;
  /** A booking's clinic (a location's id). */
  clinic?: string;
}

/** Sends one count, by `navigator.sendBeacon` (it outlives the page). */
export function countEvent(event: BrowserEvent, clinic?: string) {
  const report: SiteEventReport = { event, page: window.location.pathname, ...(clinic ? { clinic } : {}) };
  try {
    navigator.sendBeacon?.(siteEventsEndpoint, JSON.stringify(report));
  } catch {
    // A count is never worth an error in the visitor's page.
  }
}
