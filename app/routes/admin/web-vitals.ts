import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { apiJson } from "~/http/api-response.server";
import type { Route } from "./+types/web-vitals";

/** `GET /admin/web-vitals?days=30`: real visitors' page speed, totals per day, page and metric. */
export function loader({ request }: Route.LoaderArgs) {
  const asked = Number.parseInt(new URL(request.url).searchParams.get("days") ?? "", 10);
  const days = Math.min(366, Math.max(1, asked || 30));
  return apiJson({ days, items: vitalsStore().list(days) });
}
