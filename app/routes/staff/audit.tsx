import { clinic } from "~/config/clinic";
import { auditFilters, auditHref, auditPage } from "~/features/staff/audit-view.server";
import { inLanguageOf } from "~/features/staff/list-query";
import { requires, signedIn, staffPath } from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { AuditFiltersForm, AuditTable } from "~/sections/staff/audit-trail";
import { Paging } from "~/sections/staff/paging";
import staff from "~/sections/staff/staff-page.module.css";
import { auditActions } from "~/security/audit-trail.server";
import type { Route } from "./+types/audit";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("audit")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The owner's audit trail: who did what, when and from where, filtered by action, person and days. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const filters = auditFilters(new URL(request.url));
    const base = staffPath(language, "/audit");
    const page = await auditPage(filters, language);
    const { page: _page, ...withoutPage } = filters;
    return {
      title: `${serverT(language, "staff")("audit.title")} | ${clinic.name}`,
      filters: withoutPage,
      base,
      actions: auditActions,
      accounts: page.accounts,
      rows: page.rows,
      total: page.total,
      exportHref: inLanguageOf(auditHref("/admin/audit.csv", withoutPage), language),
      paging: {
        page: filters.page,
        pages: page.pages,
        previous: filters.page > 1 ? auditHref(base, { ...filters, page: filters.page - 1 }) : null,
        next: filters.page < page.pages ? auditHref(base, { ...filters, page: filters.page + 1 }) : null,
      },
    };
  });

export default function Audit({ loaderData }: Route.ComponentProps) {
  return (
    <div className={staff.stackTight}>
      <AuditFiltersForm
        action={loaderData.base}
        filters={loaderData.filters}
        actions={loaderData.actions}
        accounts={loaderData.accounts}
        total={loaderData.total}
        exportHref={loaderData.exportHref}
      />
      <AuditTable rows={loaderData.rows} />
      <Paging {...loaderData.paging} />
    </div>
  );
}
