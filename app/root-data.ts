import { useRouteLoaderData } from "react-router";
import type { PublicSettings } from "~/config/env.server";
import type { SiteIdentification } from "~/config/identification";
import type { SiteLocation } from "~/config/location-records";
import type { Language } from "~/i18n/languages";
import type { Bundles } from "~/i18n/namespaces";
import type { LanguageSource } from "~/i18n/resolve-language";
import type { ColorMode } from "~/styles/color-modes";

/** The root route's id: React Router's own, fixed. */
export const rootRouteId = "root";

/** What the root loader (`root.tsx`) gives every page: kept here so that readers need not import the root. */
export interface RootData {
  language: Language;
  languageSource: LanguageSource;
  colorMode: ColorMode;
  settings: PublicSettings;
  /** The `common` texts; pages add their own namespaces. */
  i18n: Bundles;
  /** A staff member's preview of the drafts (`?preview=drafts`): not indexed, texts in an i18next instance of their own. */
  drafts: boolean;
  /** This response's request id (`X-Request-Id`), which an error screen shows for the visitor to quote. */
  requestId: string;
  /**
   * The privacy policy's "last updated" date in the page's language, written out by the server: the consent banner
   * shows it, and the browser's first `Intl.DateTimeFormat` costs a phone about 100 ms of start-up.
   */
  policyDate: string;
  /** The locations the site shows, as the clinic published them (the footer's, the contact section's). */
  locations: readonly SiteLocation[];
  /** Who runs each clinic the site names, as its country asks the advertising to say (the footer). */
  identification: readonly SiteIdentification[];
}

/** The root loader's data; undefined only when the root itself failed. */
export const useRootData = () => useRouteLoaderData(rootRouteId) as RootData | undefined;
