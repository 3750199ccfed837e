import type { MetaDescriptor } from "react-router";
import { clinic } from "~/config/clinic";
import type { PublicSettings } from "~/config/env.server";
import { type Language, languages, locales } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";

/** What the root loader gives every page's `meta`: the public settings and the page's language. */
type RootData = { settings: PublicSettings; language: Language };

interface PageMetaInput {
  /** The `matches` of the route's meta function: the root's data comes from there. */
  matches: ReadonlyArray<{ id: string; loaderData: unknown } | undefined>;
  /** The page's path without language prefix, e.g. `/about-us`. */
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}

/** Title, description, canonical and alternate-language links, and social cards of a page. */
export function pageMeta({ matches, path, title, description, noindex }: PageMetaInput): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  if (!root) return [{ title }, { name: "description", content: description }];
  const { settings, language } = root;
  const url = (lng: Language) => `${settings.siteUrl}${localizedPath(lng, path)}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url(language) },
    ...languages.map((lng) => ({ tagName: "link", rel: "alternate", hrefLang: lng, href: url(lng) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url("en") },
    { property: "og:site_name", content: clinic.name },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url(language) },
    { property: "og:locale", content: locales[language].replace("-", "_") },
    { property: "og:image", content: `${settings.siteUrl}/images/og-image.jpg` },
    { name: "twitter:card", content: "summary_large_image" },
    ...(noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
