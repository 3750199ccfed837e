import { getEnv } from "~/config/env.server";
import { contactStore } from "~/features/contact/contact-services.server";
import { isRequestStatus } from "~/features/contact/request-status";
import { audit, requires, signedIn, staffArea } from "~/features/staff/staff-access.server";
import { requestsSheet } from "~/features/staff/staff-csv.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { log } from "~/log.server";
import type { Route } from "./+types/export-csv";

export const middleware: Route.MiddlewareFunction[] = [staffArea, signedIn, requires("requests")];

/**
 * `GET /admin/export.csv?q=…&status=…` (`/pt/admin/export.csv`…): the inbox's current list, every page of it, as a
 * spreadsheet file in the staff member's language, with its separator and dates (staff-csv.server.ts). Cells are never
 * read as formulas.
 */
async function load({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const status = query.get("status");
  const requests = await contactStore().all({
    query: query.get("q")?.trim().slice(0, 200),
    status: isRequestStatus(status) ? status : undefined,
  });
  await audit(context, {
    action: "requests_exported",
    detail: { format: "csv", rows: requests.length, ...(isRequestStatus(status) && { status }) },
  });
  log.info("contact requests exported by the staff", { count: requests.length });
  const { language } = context.get(languageContext);
  const date = new Date().toISOString().slice(0, 10);
  return new Response(requestsSheet(requests, language, getEnv().STAFF_TIME_ZONE), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-requests-${date}.csv"`,
    },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));
