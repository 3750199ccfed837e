import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { apiJson, positiveInt } from "~/http/api-response.server";
import type { Route } from "./+types/web-vitals";

/** `GET /admin/web-vitals?days=30`: real visitors' page speed, totals per day, page and metric. */
export async function loader({ request }: Route.LoaderArgs) {
  const days = positiveInt(new URL(request.url).searchParams.get("days"), 30, 366);
  return apiJson({ days, items: await vitalsStore().list(days) });
}
