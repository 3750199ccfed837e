import { contactStore } from "~/features/contact/contact-services.server";
import { isRequestStatus } from "~/features/contact/request-status";
import { audit } from "~/features/staff/staff-access.server";
import { apiError, apiJson, positiveInt } from "~/http/api-response.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { Route } from "./+types/contact-requests";

/**
 * `GET /admin/contact-requests?page=1&pageSize=50&status=new&q=silva`: newest first, a page at a time; `status`
 * (new, contacted, closed) and `q` (part of a name or e-mail, or digits of a phone) narrow the list.
 */
async function load({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const page = positiveInt(query.get("page"), 1, 1_000_000);
  const pageSize = positiveInt(query.get("pageSize"), 50, 200);
  const status = query.get("status");
  const filter = {
    query: query.get("q")?.slice(0, 200) ?? undefined,
    status: isRequestStatus(status) ? status : undefined,
  };
  const { items, total } = await contactStore().list(page, pageSize, filter);
  await audit(context, { action: "api_requests_listed", actor: "api", detail: { page, rows: items.length } });
  return apiJson({ page, pageSize, total, items });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) =>
  orUnavailable(
    () => load(args),
    () => apiError(503, "database unavailable"),
  );
