import { toCsv } from "~/features/contact/contact-export.server";
import { contactStore } from "~/features/contact/contact-services.server";
import { apiJson } from "~/http/api-response.server";
import type { Route } from "./+types/contact-requests-export";

/** `GET /admin/contact-requests/export.csv` or `export.json`: every request, newest first, as a file. */
export async function loader({ request }: Route.LoaderArgs) {
  const requests = await contactStore().all();
  if (new URL(request.url).pathname.endsWith(".json")) {
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
