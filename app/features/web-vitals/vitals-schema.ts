import { z } from "zod";

/**
 * What a visitor's browser sends, after they allowed it: the page's Web Vitals, nothing else.
 * Shared by the reporter (browser) and the endpoint (server).
 */
export const metricNames = ["LCP", "CLS", "INP", "FCP", "TTFB"] as const;
export type MetricName = (typeof metricNames)[number];

export const vitalsEndpoint = "/api/web-vitals";

export const vitalsReport = z.object({
  page: z.string().max(2048),
  metrics: z
    .array(z.object({ name: z.enum(metricNames), value: z.number().finite().min(0).max(600_000) }))
    .min(1)
    .max(metricNames.length),
});

export type VitalsReport = z.infer<typeof vitalsReport>;
