/**
 * What a visitor's browser sends, after they allowed it: the page's Web Vitals, nothing else.
 * (No zod here: this module is part of every page's code; the server checks reports with
 * `vitals-schema.server.ts`.)
 */
export const metricNames = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

export const vitalsEndpoint = "/api/web-vitals";

/** The kind of device a page was seen on: a phone (a window under 768 px wide) or a desktop (anything wider). */
export const devices = ["phone", "desktop"] as const;
export type Device = (typeof devices)[number];

export interface VitalsReport {
  /** The path of the page the measurements are about. */
  page: string;
  /** Absent from reports of pages loaded before it was sent. */
  device?: Device;
  metrics: Array<{ name: MetricName; value: number }>;
}
