import { vitalsReport } from "~/features/web-vitals/vitals-schema.server";
import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { apiError, methodNotAllowed } from "~/http/api-response.server";
import { readBeacon } from "~/http/read-beacon.server";
import { describeError, log } from "~/log.server";
import { rateLimit, rateLimitContext } from "~/security/rate-limit.server";
import type { Route } from "./+types/web-vitals";

/** Reports are small: a page and five numbers. */
const maxReportBytes = 4 * 1024;

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit({ name: "web-vitals", limit: () => 60, windowSeconds: 15 * 60 }),
];

export const loader = () => methodNotAllowed(["POST"]);

/**
 * The receiving end of the optional page-speed measurement (`navigator.sendBeacon`, sent only
 * after a visitor allowed it; any content type). Only the page's totals are stored; the request
 * itself is not logged. Bad reports get a 400, floods a 429; nothing ever answers 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (context.get(rateLimitContext).limited) return apiError(429, "too many reports");
  const read = await readBeacon(request, vitalsReport, maxReportBytes, "report");
  if (!read.ok) return read.answer;
  try {
    await vitalsStore().record(read.report);
  } catch (error) {
    log.error("web vitals not stored", describeError(error));
    return apiError(503, "not stored");
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
