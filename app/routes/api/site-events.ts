import { database } from "~/db/database.server";
import { addCount, siteEventReport } from "~/features/insights/site-counts.server";
import { apiError, methodNotAllowed } from "~/http/api-response.server";
import { readBeacon } from "~/http/read-beacon.server";
import { describeError, log } from "~/log.server";
import { rateLimit, rateLimitContext } from "~/security/rate-limit.server";
import type { Route } from "./+types/site-events";

/** A count is an event's name, a page and perhaps a clinic. */
const maxReportBytes = 4 * 1024;

export const middleware: Route.MiddlewareFunction[] = [
  rateLimit({ name: "site-events", limit: () => 120, windowSeconds: 15 * 60 }),
];

export const loader = () => methodNotAllowed(["POST"]);

/**
 * The receiving end of the browser's counts (`site-events.ts`, by `navigator.sendBeacon`; any content type): one is
 * added to the day's count of the event on that page (docs/decisions/033-insights.md). Neither the request nor the
 * visitor is logged or kept. Bad counts get a 400, floods a 429; nothing ever answers 500.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  if (context.get(rateLimitContext).limited) return apiError(429, "too many counts");
  const read = await readBeacon(request, siteEventReport, maxReportBytes, "count");
  if (!read.ok) return read.answer;
  try {
    await addCount(database(), { event: read.report.event, path: read.report.page, clinic: read.report.clinic });
  } catch (error) {
    log.error("site count not stored", describeError(error));
    return apiError(503, "not stored");
  }
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}
