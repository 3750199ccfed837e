import { toCsv } from "~/features/contact/contact-export.server";
import { contactStore } from "~/features/contact/contact-services.server";
import { isRequestStatus } from "~/features/contact/request-status";
import { audit, requires, signedIn, staffArea } from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { log } from "~/log.server";
import type { Route } from "./+types/export-csv";

export const middleware: Route.MiddlewareFunction[] = [staffArea, signedIn, requires("requests")];

/**
 * `GET /admin/export.csv?q=…&status=…`: the inbox's current list, every page of it, as a spreadsheet file.
 * Cells are never read as formulas (contact-export.server.ts); the byte-order mark makes spreadsheet programs read
 * the names' accents as UTF-8.
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
  const date = new Date().toISOString().slice(0, 10);
  return new Response(`\uFEFF${toCsv(requests)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="contact-requests-${date}.csv"`,
    },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));
