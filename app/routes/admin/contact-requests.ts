import { contactStore } from "~/features/contact/contact-services.server";
import { apiJson } from "~/http/api-response.server";
import type { Route } from "./+types/contact-requests";

const positive = (value: string | null, fallback: number, max: number) =>
  Math.min(max, Math.max(1, Number.parseInt(value ?? "", 10) || fallback));

/** `GET /admin/contact-requests?page=1&pageSize=50`: newest first, a page at a time. */
export function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const page = positive(query.get("page"), 1, 1_000_000);
  const pageSize = positive(query.get("pageSize"), 50, 200);
  const { items, total } = contactStore().list(page, pageSize);
  return apiJson({ page, pageSize, total, items });
}
