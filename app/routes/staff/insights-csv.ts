import { database } from "~/db/database.server";
import { insightsFigures, insightsFilters } from "~/features/insights/insights.server";
import { insightsView, tablesOf } from "~/features/insights/insights-view.server";
import { currentAccount, requires, signedIn, staffArea } from "~/features/staff/staff-access.server";
import { staffCsv } from "~/features/staff/staff-csv.server";
import { may } from "~/features/staff/staff-roles";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Route } from "./+types/insights-csv";

export const middleware: Route.MiddlewareFunction[] = [staffArea, signedIn, requires("insights")];

/**
 * `GET /admin/insights.csv?table=requests&weeks=…&clinic=…`: one table of the figures page as a spreadsheet file, cell
 * for cell the text the page shows (the same filters, the same reader's rights). An unknown table is 404.
 */
async function load({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { language } = context.get(languageContext);
  const filters = insightsFilters(url);
  const all = may(currentAccount(context).role, "site_figures");
  const figures = await insightsFigures(database(), filters, { all });
  const table = tablesOf(insightsView(figures, filters, language)).find(
    ({ id }) => id === url.searchParams.get("table"),
  );
  if (!table) return new Response("No such table.\n", { status: 404, headers: { "Content-Type": "text/plain" } });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(staffCsv(language, table.columns, table.rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="figures-${table.id}-${date}.csv"`,
    },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));
