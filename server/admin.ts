import { createHash, timingSafeEqual } from "node:crypto";
import express, { type RequestHandler, type Router } from "express";
import { contactStore } from "~/features/contact/contact-services.server";
import type { StoredRequest } from "~/features/contact/contact-store.server";
import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { log } from "~/log.server";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Bearer-token check in constant time (both sides hashed first, so lengths never differ). */
export function bearerAuth(token: string): RequestHandler {
  const expected = digest(token);
  return (req, res, next) => {
    const header = req.get("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice(7) : "";
    if (given && timingSafeEqual(digest(given), expected)) return next();
    log.warn("admin access refused", { path: req.path });
    res.set("WWW-Authenticate", 'Bearer realm="clinic-admin"').status(401).json({ error: "unauthorized" });
  };
}

const csvColumns: Array<[string, (r: StoredRequest) => string | null]> = [
  ["id", (r) => r.id],
  ["created_at", (r) => r.createdAt],
  ["language", (r) => r.language],
  ["name", (r) => r.name],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["country", (r) => r.country],
  ["terms_version", (r) => r.termsVersion],
  ["policy_version", (r) => r.policyVersion],
  ["forwarded_at", (r) => r.forwardedAt],
];

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(requests: StoredRequest[]): string {
  const lines = [csvColumns.map(([name]) => name).join(",")];
  for (const request of requests) lines.push(csvColumns.map(([, read]) => cell(read(request))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * The clinic's access to contact requests (README, "The clinic's access"): list, export, erase.
 * Mounted only when ADMIN_TOKEN is set.
 */
export function adminRouter(token: string): Router {
  const router = express.Router();
  router.use(bearerAuth(token), (_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });

  router.get("/contact-requests", (req, res) => {
    const page = Math.max(1, Number.parseInt(String(req.query.page ?? "1"), 10) || 1);
    const pageSize = Math.min(200, Math.max(1, Number.parseInt(String(req.query.pageSize ?? "50"), 10) || 50));
    const { items, total } = contactStore().list(page, pageSize);
    res.json({ page, pageSize, total, items });
  });

  router.get("/contact-requests/export.json", (_req, res) => {
    res.attachment("contact-requests.json").json(contactStore().all());
  });

  router.get("/contact-requests/export.csv", (_req, res) => {
    res
      .attachment("contact-requests.csv")
      .type("text/csv; charset=utf-8")
      .send(`\uFEFF${toCsv(contactStore().all())}`);
  });

  // Real visitors' page speed (only from those who allowed it): totals per day, page and metric.
  router.get("/web-vitals", (req, res) => {
    const days = Math.min(366, Math.max(1, Number.parseInt(String(req.query.days ?? "30"), 10) || 30));
    res.json({ days, items: vitalsStore().list(days) });
  });

  router.delete("/contact-requests/:id", (req, res) => {
    const erased = contactStore().delete(req.params.id ?? "");
    log.info(erased ? "contact request erased" : "contact request to erase not found", { request: req.params.id });
    res.status(erased ? 204 : 404).end();
  });

  router.use((_req, res) => {
    res.status(404).json({ error: "not found" });
  });
  return router;
}
