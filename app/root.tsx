import { randomUUID } from "node:crypto";
import { useEffect, useRef } from "react";
import { I18nextProvider } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigate,
  useRouteError,
} from "react-router";
import { identificationOf } from "~/config/identification";
import { formatDays, formatPolicyDate } from "~/config/legal";
import { siteLocation } from "~/config/location-records";
import { physician } from "~/config/physicians";
import { closureNoticeDays, dayAfter } from "~/features/records/kinds/closures.server";
import {
  clinicClosures,
  clinicLocations,
  clinicOperators,
  clinicPhysicians,
} from "~/features/records/record-state.server";
import type { Route } from "./+types/root";
import { publicSettings } from "./config/env.server";
import { colorModeScript } from "./features/color-mode/color-mode";
import { draftsPreview } from "./features/content/content-preview.server";
import { requestColorMode } from "./http/cookies";
import { useNonce } from "./http/nonce";
import { pageCache } from "./http/page-cache.server";
import { getI18n } from "./i18n/i18n";
import { languageContext, languageMiddleware } from "./i18n/language-middleware.server";
import { rememberLanguage, storedLanguage } from "./i18n/language-storage";
import { defaultLanguage, locales } from "./i18n/languages";
import { localizedPath, splitLanguagePath } from "./i18n/localized-path";
import type { Bundles } from "./i18n/namespaces";
import { bundlesFor, previewingDrafts } from "./i18n/resources.server";
import { currentRequestId } from "./log.server";
import { type RootData, useRootData } from "./root-data";
import { ErrorScreen } from "./sections/layout/error-screen";
import { SiteShell } from "./sections/layout/site-shell";
import { appIsLive, earlyTapsScript } from "./ui/early-taps";
import { fadeInScript, markFadeReady } from "./ui/fade-in-script";
import { formKeyScript } from "./ui/form-key-script";
import { routerShows } from "./ui/fragment-steps";
import { pageNavigated } from "./ui/on-demand";
import { staffActionsScript } from "./ui/staff-actions-script";
import { webFontsScript } from "./ui/web-fonts-script";
import "./styles/fonts.css";
import "./styles/tokens.css";
import "./styles/global.css";

/**
 * No font is preloaded: the web fonts are fetched once the first paint is on screen (ui/web-fonts-script.ts), which
 * the fallback faces set, taking the same room (decision 009 has the figures).
 */
export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

/** Pages set their own titles; an error screen gets its status as title and stays unindexed. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const title = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : "500 Internal Server Error";
  return [{ title }, { name: "robots", content: "noindex" }];
};

/** The request's language for every loader; then the page cache, which keeps what rendered. */
// The preview of the drafts inside the page cache: the cache sees its private answer and does not keep it.
export const middleware: Route.MiddlewareFunction[] = [languageMiddleware, pageCache, draftsPreview];

export function loader({ request, context }: Route.LoaderArgs) {
  const { language, source } = context.get(languageContext);
  return data<RootData>({
    language,
    languageSource: source,
    colorMode: requestColorMode(request),
    settings: publicSettings(),
    i18n: bundlesFor(language, ["common"]),
    drafts: previewingDrafts(),
    // The request's id, shown on an error page (never kept: a kept page carries the id of the render that filled it).
    requestId: currentRequestId() ?? randomUUID(),
    locations: siteLocations(locales[language]),
    identification: siteIdentification(),
    policyDate: formatPolicyDate(locales[language]),
  });
}

/** Who runs each clinic the site names, with the numbers its country asks its advertising to show (the footer). */
function siteIdentification() {
  const physicians = clinicPhysicians();
  return clinicOperators().map((operator) =>
    identificationOf(
      operator,
      physicians.find(({ id }) => id === operator.medicalDirector) ?? physician(operator.medicalDirector),
    ),
  );
}

/**
 * The locations the site shows, each with its closures and special hours from 14 days before they begin until they
 * end, their days written out in the page's language (the page cache keeps a page for one day: page-cache.server.ts).
 */
function siteLocations(locale: string) {
  const today = new Date().toISOString().slice(0, 10);
  const soon = clinicClosures(today).filter(({ from }) => from <= dayAfter(today, closureNoticeDays));
  return clinicLocations().map((location) => ({
    ...siteLocation(location),
    closures: soon
      .filter((closure) => closure.location === location.id)
      .map(({ id, from, to, closed, opens, closes }) => ({
        id,
        dates: formatDays(from, to, locale),
        closed,
        opens,
        closes,
      })),
  }));
}

/** A staff page (routes/staff/staff-layout.tsx): plain HTML and forms, without the site's shell or scripts (one small script of its own: docs/decisions/030-staff-area-script.md). */
function useStaffPage(): boolean {
  return useMatches().some((match) => (match.handle as { staff?: boolean } | undefined)?.staff === true);
}

/** Texts sent by every matched route (root: common; pages: their own namespaces). */
function useBundles(): Bundles {
  const matches = useMatches();
  return Object.assign({}, ...matches.map((match) => (match.loaderData as { i18n?: Bundles } | undefined)?.i18n ?? {}));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const language = root?.language ?? splitLanguagePath(pathname).prefix ?? defaultLanguage;
  const colorMode = root?.colorMode ?? "dark";
  const nonce = useNonce();
  const i18n = getI18n(language, useBundles(), root?.drafts === true);
  // An error shown by the root's boundary is the site's own error page, with its scripts.
  const error = useRouteError();
  const staff = useStaffPage() && !error;
  // Set on every page, error pages too: the page's scripts run (fade-ins take over; tests wait for it), and a
  // button tapped before they did is pressed again.
  useEffect(() => {
    markFadeReady();
    appIsLive();
  }, []);

  return (
    <html lang={language} data-theme={colorMode} style={{ colorScheme: colorMode }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f0f10" />
        {root?.drafts && <meta name="robots" content="noindex, nofollow" />}
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: constant scripts, allowed by the CSP nonce
          dangerouslySetInnerHTML={{
            // Written by the server only: the browser runs it from the page's HTML before any script arrives, and
            // hydration keeps the element as it is, so the app's start-up code need not carry the scripts again.
            __html: import.meta.env.SSR
              ? `${colorModeScript};${fadeInScript};${webFontsScript}${staff ? `;${staffActionsScript}` : `;${earlyTapsScript};${formKeyScript}`}`
              : "",
          }}
        />
        <Meta />
        {/* The first paint waits for the whole page to be parsed (the marker after its content, `#page-end`), so that
            the page is laid out once before it, not again for each part that streams in after it (docs/performance.md,
            "One layout before the first paint"). A page without the marker is painted when its parsing ends. */}
        <link rel="expect" href="#page-end" blocking="render" />
        {/* Stylesheets and preloads come from our own origin and need no nonce; the browser would not
            hide it on <link>, and hydration would then find it differ from the client's (none). */}
        <Links nonce="" />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <div id="page-end" hidden />
        {!staff && <ScrollRestoration />}
        {!staff && <Scripts />}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { language, languageSource } = loaderData;
  const navigate = useNavigate();
  // Parts hydrated on demand wait to come on screen; on a page the browser navigated to, they render at once.
  const { key, pathname, search } = useLocation();
  const loadedKey = useRef(key);
  useEffect(() => {
    if (key !== loadedKey.current) pageNavigated();
  }, [key]);
  useEffect(() => routerShows(`${pathname}${search}`), [pathname, search]);
  useEffect(() => {
    // A language asked for with ?lng= is a choice, remembered like one made in the picker.
    if (languageSource === "query") rememberLanguage(language);
    // An unprefixed page chosen by the browser's language: the cookie is gone (it lasts 7 days), but a choice kept
    // in localStorage comes before the browser's language (docs/product.md#languages). It is stored again, and
    // shown if it differs.
    if (languageSource !== "header" && languageSource !== "default") return;
    const stored = storedLanguage();
    if (!stored) return;
    rememberLanguage(stored);
    if (stored === language) return;
    const { pathname, search, hash } = window.location;
    navigate(`${localizedPath(stored, splitLanguagePath(pathname).path)}${search}${hash}`, {
      replace: true,
      preventScrollReset: true,
    });
  }, [language, languageSource, navigate]);

  if (useStaffPage()) return <Outlet />;
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const statusText = isRouteErrorResponse(error) ? error.statusText : "Internal Server Error";
  const dev = import.meta.env.DEV && error instanceof Error;
  const screen = (
    <ErrorScreen
      status={status}
      statusText={statusText}
      message={dev ? error.message : undefined}
      stack={dev ? error.stack : undefined}
      reference={root?.requestId}
    />
  );
  return root ? <SiteShell>{screen}</SiteShell> : screen;
}
