import express, { type Router } from "express";
import { rateLimit } from "express-rate-limit";
import { vitalsEndpoint } from "~/features/web-vitals/vitals-report";
import { vitalsReport } from "~/features/web-vitals/vitals-schema.server";
import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { describeError, log } from "~/log.server";

/**
 * The receiving end of the optional page-speed measurement (`navigator.sendBeacon`, sent only
 * after a visitor allowed it). Only the page's totals are stored; the request itself is not
 * logged with any detail. Bad reports get a 400, floods a 429; nothing ever answers 500.
 */
export function webVitalsRouter(): Router {
  const router = express.Router();
  router.post(
    vitalsEndpoint,
    rateLimit({ windowMs: 15 * 60 * 1000, limit: 60, standardHeaders: "draft-8", legacyHeaders: false }),
    express.text({ type: () => true, limit: "4kb" }),
    (req, res) => {
      let body: unknown;
      try {
        body = JSON.parse(typeof req.body === "string" ? req.body : "");
      } catch {
        return res.status(400).json({ error: "invalid report" });
      }
      const report = vitalsReport.safeParse(body);
      if (!report.success) return res.status(400).json({ error: "invalid report" });
      try {
        vitalsStore().record(report.data);
      } catch (error) {
        log.error("web vitals not stored", describeError(error));
        return res.status(503).json({ error: "not stored" });
      }
      res.status(204).end();
    },
  );
  return router;
}
