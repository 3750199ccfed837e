import { contactStore } from "~/features/contact/contact-services.server";
import { audit } from "~/features/staff/staff-access.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api-response.server";
import { orUnavailable } from "~/http/unavailable.server";
import { log } from "~/log.server";
import type { Route } from "./+types/contact-request";

/** `GET /admin/contact-requests/<id>`: one request. */
async function load({ params, context }: Route.LoaderArgs) {
  const request = await contactStore().get(params.id);
  if (request) await audit(context, { action: "api_request_read", actor: "api", objectId: params.id });
  return request ? apiJson(request) : apiError(404, "not found");
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) =>
  orUnavailable(
    () => load(args),
    () => apiError(503, "database unavailable"),
  );

/** `DELETE /admin/contact-requests/<id>`: erases it (the patient's right to be forgotten), 204. */
async function act({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "HEAD", "DELETE"]);
  const erased = await contactStore().delete(params.id);
  if (erased) await audit(context, { action: "api_request_erased", actor: "api", objectId: params.id });
  log.info(erased ? "contact request erased" : "contact request to erase not found", { request: params.id });
  return erased ? new Response(null, { status: 204 }) : apiError(404, "not found");
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) =>
  orUnavailable(
    () => act(args),
    () => apiError(503, "database unavailable"),
  );
