import { vitalsStore } from "~/features/web-vitals/vitals-services.server";
import { apiError, apiJson, positiveInt } from "~/http/api-response.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { Route } from "./+types/web-vitals-report";

/** `GET /admin/web-vitals?days=30`: real visitors' page speed, totals per day, page and metric. */
async function load({ request }: Route.LoaderArgs) {
  const days = positiveInt(new URL(request.url).searchParams.get("days"), 30, 366);
  return apiJson({ days, items: await vitalsStore().list(days) });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) =>
  orUnavailable(
    () => load(args),
    () => apiError(503, "database unavailable"),
  );
