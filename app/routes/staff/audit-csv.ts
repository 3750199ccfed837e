import { auditCsv, auditFilters } from "~/features/staff/audit-view.server";
import { audit, requires, signedIn, staffArea } from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Route } from "./+types/audit-csv";

export const middleware: Route.MiddlewareFunction[] = [staffArea, signedIn, requires("audit")];

/**
 * `GET /admin/audit.csv?action=…&actor=…&from=…&to=…`: the owner's filtered audit trail as a spreadsheet file (cells
 * never read as formulas). The export is itself recorded.
 */
async function load({ request, context }: Route.LoaderArgs) {
  const filters = auditFilters(new URL(request.url));
  const { csv, rows } = await auditCsv(filters, context.get(languageContext).language);
  await audit(context, { action: "audit_exported", detail: { format: "csv", rows } });
  const date = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="audit-trail-${date}.csv"`,
    },
  });
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));
