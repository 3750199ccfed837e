import { type TreatmentKey, treatmentKeys, treatmentSlug } from "./config/treatments";
import type { Namespace } from "./i18n/namespaces";

/**
 * What the site knows about one page, declared once: `routes.ts` registers it in every language,
 * its loader sends its texts, `meta` and the sitemap take its addresses, the layout its needs.
 */
export interface Page {
  /** The route module, relative to `app/`. */
  file: string;
  /** The path within a language (no prefix), as React Router writes it: `/`, `/service/:service`. */
  path: string;
  /** Further paths that show the same page (the home page's `/{name}`, canonical to the home page). */
  aliases?: readonly string[];
  /** Text namespaces the page's loader sends to the browser (the root always sends `common`). */
  namespaces: readonly Namespace[];
  /** The addresses of this page that the sitemap lists, in every language. None: not indexed. */
  sitemap: readonly string[];
  /** The home page: the top bar lies over its hero, and menu links scroll to its sections. */
  home?: true;
  /** Dark in both colour modes, and so are the top bar and the footer around it. */
  alwaysDark?: true;
}

/** The address of a treatment's page within a language, by its public slug (`/service/<slug>`). */
export const servicePath = (slug: string) => `/service/${slug}`;

/** The address of one of the repository's treatments: by its public slug, never its key. */
export const treatmentPath = (key: TreatmentKey) => servicePath(treatmentSlug(key));

export const pages = {
  home: {
    file: "routes/home.tsx",
    path: "/",
    aliases: ["/:name"],
    // The treatments' texts load when a service dialog opens (features/treatments/load-treatments.ts).
    namespaces: ["home", "contact"],
    sitemap: ["/"],
    home: true,
  },
  ourStory: { file: "routes/our-story.tsx", path: "/our-story", namespaces: ["story"], sitemap: ["/our-story"] },
  // A treatment's page; its public address keeps the old site's word, "service".
  treatment: {
    file: "routes/treatment.tsx",
    path: "/service/:service",
    namespaces: ["treatment", "treatments"],
    sitemap: treatmentKeys.map(treatmentPath),
  },
  privacyPolicy: {
    file: "routes/privacy-policy.tsx",
    path: "/privacy-policy",
    namespaces: ["privacy"],
    sitemap: ["/privacy-policy"],
  },
  legalNotice: {
    file: "routes/legal-notice.tsx",
    path: "/legal-notice",
    namespaces: ["legal"],
    sitemap: ["/legal-notice"],
  },
  accessibility: {
    file: "routes/accessibility.tsx",
    path: "/accessibility",
    namespaces: ["accessibility"],
    sitemap: ["/accessibility"],
  },
  aboutUs: {
    file: "routes/about-us.tsx",
    path: "/about-us",
    namespaces: ["about"],
    sitemap: ["/about-us"],
    alwaysDark: true,
  },
  notFound: { file: "routes/not-found.tsx", path: "/*", namespaces: [], sitemap: [] },
} as const satisfies Record<string, Page>;

export type PageId = keyof typeof pages;

/** The home page's sections a menu link leads to (their element ids), in the menu's order. */
export const homeSectionIds = ["features", "services", "contactus"] as const;
export type SectionId = (typeof homeSectionIds)[number];

/** Every address the sitemap lists, without language prefix. */
export const indexedPaths: readonly string[] = Object.values(pages).flatMap((page: Page) => page.sitemap);

/** What a page's route module exports as `handle`, so that layout hooks know the page shown. */
export type PageHandle = { page: PageId };
export const pageHandle = (page: PageId): PageHandle => ({ page });
