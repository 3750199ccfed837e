import { generatePath, type MetaDescriptor } from "react-router";
import { clinic } from "~/config/clinic";
import { type Language, languages, locales } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { type PageId, pages } from "~/pages";
import { type RootData, rootRouteId } from "~/root-data";

/** schema.org data in JSON-LD (built on the server: structured-data.server.ts). */
export type StructuredData = { "@context": "https://schema.org" } & Record<string, unknown>;

interface PageMetaInput {
  /** The `matches` of the route's meta function: the root's data comes from there. */
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  /** The page shown (its canonical path comes from `pages.ts`, with the route's params). */
  page: PageId;
  params?: Record<string, string | undefined>;
  title: string;
  description: string;
  /**
   * A page that is not indexed (a description passed in the address): no canonical or alternates, and
   * the social cards speak of the clinic, never repeating what the address says.
   */
  noindex?: { title: string; description: string };
  /** schema.org data for search engines (structured-data.server.ts), built by the page's loader. */
  structuredData?: StructuredData;
}

const robotsNoindex: MetaDescriptor = { name: "robots", content: "noindex" };

/** Title, description, canonical and alternate-language links, and social cards of a page. */
export function pageMeta({
  matches,
  page,
  params = {},
  title,
  description,
  noindex,
  structuredData,
}: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === rootRouteId)?.loaderData as RootData | undefined;
  if (!root) return [{ title }, { name: "description", content: description }];
  const { settings, language } = root;
  const path = generatePath(pages[page].path, params);
  const url = (lng: Language) => `${settings.siteUrl}${localizedPath(lng, path)}`;
  const cards = (card: { title: string; description: string }, canonical?: string): MetaDescriptor[] => [
    { property: "og:site_name", content: clinic.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: card.title },
    { property: "og:description", content: card.description },
    ...(canonical ? [{ property: "og:url", content: canonical }] : []),
    { property: "og:locale", content: locales[language].replace("-", "_") },
    { property: "og:image", content: `${settings.siteUrl}/images/og-image.jpg` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (noindex) {
    return [{ title }, { name: "description", content: noindex.description }, ...cards(noindex), robotsNoindex];
  }
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(language) },
    ...languages.map((lng) => ({ tagName: "link", rel: "alternate", hrefLang: lng, href: url(lng) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    ...cards({ title, description }, url(language)),
    ...(structuredData ? [{ "script:ld+json": structuredData } as MetaDescriptor] : []),
  ];
}
