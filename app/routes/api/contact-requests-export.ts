import { toCsv } from "~/features/contact/contact-export.server";
import { contactStore } from "~/features/contact/contact-services.server";
import { audit } from "~/features/staff/staff-access.server";
import { apiError, apiJson } from "~/http/api-response.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { Route } from "./+types/contact-requests-export";

/** `GET /admin/contact-requests/export.csv` or `export.json`: every request, newest first, as a file. */
async function load({ request, context }: Route.LoaderArgs) {
  const requests = await contactStore().all();
  const format = new URL(request.url).pathname.endsWith(".json") ? "json" : "csv";
  await audit(context, { action: "api_requests_exported", actor: "api", detail: { format, rows: requests.length } });
  if (format === "json") {
    return apiJson(requests, { headers: { "Content-Disposition": 'attachment; filename="contact-requests.json"' } });
  }
  // The byte-order mark makes spreadsheets read the file as UTF-8.
  return new Response(`\uFEFF${toCsv(requests)}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="contact-requests.csv"',
    },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) =>
  orUnavailable(
    () => load(args),
    () => apiError(503, "database unavailable"),
  );
