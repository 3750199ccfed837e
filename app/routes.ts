import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { siteEventsEndpoint } from "./features/insights/site-events";
import { recordEditorPaths, recordListRoute, recordPageRoute } from "./features/records/record-paths";
import { vitalsEndpoint } from "./features/web-vitals/vitals-report";
import { defaultLanguage, type Language, languages, urlPrefix } from "./i18n/languages";
import { type Page, pages } from "./pages";

/**
 * Every page of `pages.ts` exists once per language: English unprefixed, the others under `/pt`,
 * `/es`, … (docs/decisions/001-language-urls.md). Route ids carry the language so that one
 * module serves all five; nothing matches on them (pages say what they are through `handle`).
 */
function pageRoutes(language: Language) {
  return Object.entries(pages).flatMap(([name, page]: [string, Page]) => {
    const id = `${language}:${name}`;
    const main = page.path === "/" ? index(page.file, { id }) : route(page.path.slice(1), page.file, { id });
    const aliases = (page.aliases ?? []).map((alias, n) => route(alias.slice(1), page.file, { id: `${id}:alias${n}` }));
    return [main, ...aliases];
  });
}

/**
 * The staff's pages in one language (docs/decisions/010-staff-inbox.md, 019-staff-accounts.md): sign-in and its second
 * factor, an invitation's welcome, the inbox and erasure, one's account, the owner's accounts and audit trail, the
 * site's content (its sections, their texts in each language, the published versions), sign-out.
 * Their layout keeps them private (no cache, no index) and out of the site's shell.
 */
function staffRoutes(language: Language) {
  const id = (name: string) => `${language}:staff-${name}`;
  return [
    layout("routes/staff/staff-layout.tsx", { id: id("layout") }, [
      route("admin", "routes/staff/inbox.tsx", { id: id("inbox") }),
      route("admin/login", "routes/staff/sign-in.tsx", { id: id("sign-in") }),
      route("admin/second-factor", "routes/staff/second-factor.tsx", { id: id("second-factor") }),
      route("admin/enrol", "routes/staff/enrol.tsx", { id: id("enrol") }),
      route("admin/welcome/:token", "routes/staff/welcome.tsx", { id: id("welcome") }),
      route("admin/account", "routes/staff/account.tsx", { id: id("account") }),
      route("admin/accounts", "routes/staff/accounts.tsx", { id: id("accounts") }),
      route("admin/audit", "routes/staff/audit.tsx", { id: id("audit") }),
      route("admin/insights", "routes/staff/insights.tsx", { id: id("insights") }),
      route("admin/content", "routes/staff/content.tsx", { id: id("content") }),
      route("admin/content/history", "routes/staff/content-history.tsx", { id: id("content-history") }),
      // Each declared kind of record: its list and its records' pages, the same two modules for every kind.
      ...recordEditorPaths.flatMap((kind) => [
        route(recordListRoute(kind), "routes/staff/content-records.tsx", { id: id(`records-${kind}`) }),
        route(recordPageRoute(kind), "routes/staff/content-record.tsx", { id: id(`record-${kind}`) }),
      ]),
      route("admin/content/:section", "routes/staff/content-section.tsx", { id: id("content-section") }),
      route("admin/sign-out", "routes/staff/sign-out.ts", { id: id("sign-out") }),
      route("admin/requests/:id/erase", "routes/staff/erase.tsx", { id: id("erase") }),
    ]),
  ];
}

/** Endpoints that are not pages: one language, no texts (docs/decisions/006-one-server-shape.md). */
const endpoints = [
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("health", "routes/health.ts"),
  route("healthz", "routes/healthz.ts"),
  // Pictures the staff uploaded, from the database.
  route("uploads/:file", "routes/uploads.ts"),
  route(vitalsEndpoint.slice(1), "routes/api/web-vitals.ts"),
  route(siteEventsEndpoint.slice(1), "routes/api/site-events.ts"),
  // The inbox's list as a file (a signed-in staff member's; one address for every language).
  route("admin/export.csv", "routes/staff/export-csv.ts"),
  // The owner's audit trail as a file.
  route("admin/audit.csv", "routes/staff/audit-csv.ts"),
  // A table of the figures page as a file.
  route("admin/insights.csv", "routes/staff/insights-csv.ts"),
  layout("routes/api/bearer-layout.ts", [
    route("admin/contact-requests", "routes/api/contact-requests.ts"),
    route("admin/contact-requests/export.csv", "routes/api/contact-requests-export.ts", { id: "admin-export-csv" }),
    route("admin/contact-requests/export.json", "routes/api/contact-requests-export.ts", {
      id: "admin-export-json",
    }),
    route("admin/contact-requests/:id", "routes/api/contact-request.ts"),
    route("admin/web-vitals", "routes/api/web-vitals-report.ts"),
    route("admin/*", "routes/api/not-found.ts"),
  ]),
];

export default [
  ...endpoints,
  ...staffRoutes(defaultLanguage),
  ...pageRoutes(defaultLanguage),
  ...languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) => prefix(urlPrefix(language), [...staffRoutes(language), ...pageRoutes(language)])),
] satisfies RouteConfig;
