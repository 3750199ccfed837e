import type about from "~/locales/en/about.json";
import type accessibility from "~/locales/en/accessibility.json";
import type common from "~/locales/en/common.json";
import type contact from "~/locales/en/contact.json";
import type home from "~/locales/en/home.json";
import type legal from "~/locales/en/legal.json";
import type privacy from "~/locales/en/privacy.json";
import type staff from "~/locales/en/staff.json";
import type story from "~/locales/en/story.json";
import type treatment from "~/locales/en/treatment.json";
import type treatments from "~/locales/en/treatments.json";

/** The English files are the reference set: they type every key (`ns:path.to.key`). */
export interface Resources {
  common: typeof common;
  contact: typeof contact;
  home: typeof home;
  about: typeof about;
  story: typeof story;
  privacy: typeof privacy;
  /** The legal notice: who runs the clinic in each country. */
  legal: typeof legal;
  accessibility: typeof accessibility;
  /** The treatment page's own texts (what to expect, the breadcrumb, …). */
  treatment: typeof treatment;
  /** Each treatment's texts: title, summary, description, page title. */
  treatments: typeof treatments;
  /** The staff's texts (the notice e-mail, the inbox): never sent to a visitor's page. */
  staff: typeof staff;
}

export type Namespace = keyof Resources;

/** Texts of one language, restricted to the namespaces a page needs. */
export type Bundles = Partial<Record<Namespace, Record<string, unknown>>>;
