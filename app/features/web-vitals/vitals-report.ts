/**
 * What a visitor's browser sends, after they allowed it: the page's Web Vitals, nothing else.
 * (No zod here: this module is part of every page's code; the server checks reports with
 * `vitals-schema.server.ts`.)
 */
export const metricNames = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

export const vitalsEndpoint = "/api/web-vitals";

export interface VitalsReport {
  /** The path of the page the measurements are about. */
  page: string;
  metrics: Array<{ name: MetricName; value: number }>;
}
