import { contactStore } from "~/features/contact/contact-services.server";
import { apiError, apiJson, methodNotAllowed } from "~/http/api-response.server";
import { log } from "~/log.server";
import type { Route } from "./+types/contact-request";

/** `GET /admin/contact-requests/<id>`: one request. */
export async function loader({ params }: Route.LoaderArgs) {
  const request = await contactStore().get(params.id);
  return request ? apiJson(request) : apiError(404, "not found");
}

/** `DELETE /admin/contact-requests/<id>`: erases it (the patient's right to be forgotten), 204. */
export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "DELETE") return methodNotAllowed(["GET", "HEAD", "DELETE"]);
  const erased = await contactStore().delete(params.id);
  log.info(erased ? "contact request erased" : "contact request to erase not found", { request: params.id });
  return erased ? new Response(null, { status: 204 }) : apiError(404, "not found");
}
