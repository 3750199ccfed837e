import { z } from "zod";
import { devices, metricNames, type VitalsReport } from "./vitals-report";

/** The server's check of a report (`vitals-report.ts`): known metrics, plausible values, small. */
export const vitalsReport: z.ZodType<VitalsReport> = z.object({
  page: z.string().max(2048),
  device: z.enum(devices).optional(),
  metrics: z
    .array(z.object({ name: z.enum(metricNames), value: z.number().finite().min(0).max(600_000) }))
    .min(1)
    .max(metricNames.length),
});
