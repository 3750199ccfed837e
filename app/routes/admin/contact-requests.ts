import { contactStore } from "~/features/contact/contact-services.server";
import { apiJson, positiveInt } from "~/http/api-response.server";
import type { Route } from "./+types/contact-requests";

/** `GET /admin/contact-requests?page=1&pageSize=50`: newest first, a page at a time. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const page = positiveInt(query.get("page"), 1, 1_000_000);
  const pageSize = positiveInt(query.get("pageSize"), 50, 200);
  const { items, total } = contactStore().list(page, pageSize);
  return apiJson({ page, pageSize, total, items });
}
