import { redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { database } from "~/db/database.server";
import {
  breakdowns,
  insightsFigures,
  insightsFilters,
  insightsHref,
  periods,
} from "~/features/insights/insights.server";
import { filterChoices, insightsView, tablesOf } from "~/features/insights/insights-view.server";
import { inLanguageOf } from "~/features/staff/list-query";
import { currentAccount, requires, signedIn, staffPath } from "~/features/staff/staff-access.server";
import { may } from "~/features/staff/staff-roles";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { InsightsFiltersForm, InsightsSections } from "~/sections/staff/insights/insights-page";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/insights";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("insights")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/**
 * What the site brings, week by week (docs/decisions/033-insights.md): the contact requests for the front desk and the
 * owners; the bookings, the real visitors' page speed and the cookie banner's answers for the owners. The filters are
 * in the address, so that a view can be bookmarked.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const url = new URL(request.url);
    const filters = insightsFilters(url);
    // The filters' form sends its empty choices too: the view's address without them, shorter to bookmark.
    if ([...url.searchParams.values()].some((value) => value === "")) {
      throw redirect(insightsHref(staffPath(language, "/insights"), filters), 303);
    }
    const all = may(currentAccount(context).role, "site_figures");
    const figures = await insightsFigures(database(), filters, { all });
    const sections = insightsView(figures, filters, language);
    const csv = (table: string) => inLanguageOf(insightsHref("/admin/insights.csv", filters, { table }), language);
    return {
      title: `${serverT(language, "staff")("insights.title")} | ${clinic.name}`,
      action: staffPath(language, "/insights"),
      filters,
      choices: { ...filterChoices(language), periods, breakdowns },
      sections,
      csv: Object.fromEntries(tablesOf(sections).map(({ id }) => [id, csv(id)])),
    };
  });

export default function Insights({ loaderData }: Route.ComponentProps) {
  return (
    <div className={staff.wideStack}>
      <InsightsFiltersForm action={loaderData.action} filters={loaderData.filters} choices={loaderData.choices} />
      <InsightsSections sections={loaderData.sections} csv={loaderData.csv} />
    </div>
  );
}
