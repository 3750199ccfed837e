import { siteUrl } from "~/config/env.server";
import { shownTreatmentPaths } from "~/features/records/record-state.server";
import { languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { contentUpdatedOn } from "~/i18n/resources.server";
import { type Page, pages } from "~/pages";

/**
 * Every indexable page of `pages.ts` in every language, each with its alternates (and `x-default`, the
 * English page, for visitors of other languages) and the day the site's content last changed (built or published).
 * The treatments' pages are those the catalogue shows now (a treatment the clinic adds or hides, within seconds).
 */
export function loader({ request }: { request: Request }) {
  // A sitemap's addresses are absolute: with no public address set, the one it was asked on.
  const site = siteUrl() || new URL(request.url).origin;
  const updated = contentUpdatedOn();
  const paths = Object.values(pages).flatMap((page: Page) =>
    page === pages.treatment ? shownTreatmentPaths() : page.sitemap,
  );
  const urls = paths.flatMap((path) =>
    languages.map((language) => {
      const alternates = languages
        .map((lng) => `<xhtml:link rel="alternate" hreflang="${lng}" href="${site}${localizedPath(lng, path)}"/>`)
        .join("");
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${site}${localizedPath("en", path)}"/>`;
      return `<url><loc>${site}${localizedPath(language, path)}</loc><lastmod>${updated}</lastmod>${alternates}${fallback}</url>`;
    }),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
