import type { Namespace } from "~/i18n/namespaces";
import { entriesOf } from "./text-problem";

/**
 * The texts the editors change, grouped as a visitor meets them: by page, then by section of the page, never by the
 * names of the keys. Each section lists the parts of the text files it covers (a namespace, and a key prefix within
 * it: "" for all of it); every text but the staff's own and the treatments' (edited elsewhere) is in exactly one
 * section (text-catalogue.test.ts).
 */

/** The namespaces the editor opens: not the staff's own texts, not the treatments' (a later step). */
export const editableNamespaces = [
  "common",
  "home",
  "contact",
  "story",
  "about",
  "treatment",
  "privacy",
  "legal",
  "accessibility",
] as const satisfies readonly Namespace[];
export type EditableNamespace = (typeof editableNamespaces)[number];
export const isEditableNamespace = (value: unknown): value is EditableNamespace =>
  editableNamespaces.includes(value as EditableNamespace);

export const cataloguePages = [
  "every_page",
  "home",
  "story",
  "about",
  "treatment",
  "privacy",
  "legal",
  "accessibility",
] as const;
export type CataloguePage = (typeof cataloguePages)[number];

/** Where each page of the catalogue shows (within a language), for the preview of its drafts. */
export const pagePaths: Record<CataloguePage, string> = {
  every_page: "/",
  home: "/",
  story: "/our-story",
  about: "/about-us",
  treatment: "/service/trichotest",
  privacy: "/privacy-policy",
  legal: "/legal-notice",
  accessibility: "/accessibility",
};

/** A part of a text file: the texts of `namespace` under `prefix` (the key itself, or keys starting `prefix.`). */
export interface CataloguePart {
  namespace: EditableNamespace;
  prefix: string;
}

/** One section of a page; its id is its address (`/admin/content/home_first_screen`) and its name's key. */
export interface CatalogueSection {
  id: string;
  page: CataloguePage;
  parts: readonly CataloguePart[];
}

const parts = (namespace: EditableNamespace, ...prefixes: string[]): CataloguePart[] =>
  prefixes.map((prefix) => ({ namespace, prefix }));

export const catalogue: readonly CatalogueSection[] = [
  { id: "top_bar", page: "every_page", parts: parts("common", "skip_link", "nav", "cta", "language", "color_mode") },
  { id: "booking", page: "every_page", parts: parts("common", "scheduling", "next_steps") },
  { id: "footer", page: "every_page", parts: parts("common", "footer", "countries", "cities") },
  { id: "consent", page: "every_page", parts: parts("common", "consent") },
  { id: "error_page", page: "every_page", parts: parts("common", "error") },
  { id: "physicians", page: "every_page", parts: parts("common", "physician") },
  { id: "home_search", page: "home", parts: parts("home", "meta") },
  { id: "home_first_screen", page: "home", parts: parts("home", "video", "hero") },
  { id: "home_solutions", page: "home", parts: parts("home", "solutions") },
  { id: "home_brands", page: "home", parts: parts("home", "brands") },
  { id: "home_about", page: "home", parts: parts("home", "features") },
  { id: "home_services", page: "home", parts: parts("home", "services") },
  { id: "home_contact", page: "home", parts: [...parts("home", "contact"), ...parts("contact", "")] },
  { id: "story_search", page: "story", parts: parts("story", "meta") },
  { id: "story_page", page: "story", parts: parts("story", "eyebrow", "heading", "intro", "chapters") },
  { id: "story_values", page: "story", parts: parts("story", "values", "cta_director", "cta_title", "cta_text") },
  { id: "about_search", page: "about", parts: parts("about", "meta") },
  {
    id: "about_page",
    page: "about",
    parts: parts(
      "about",
      "eyebrow",
      "heading",
      "role",
      "p1",
      "p2",
      "p3",
      "p4",
      "portrait_alt",
      "cta_title",
      "cta_text",
    ),
  },
  {
    id: "treatment_top",
    page: "treatment",
    parts: parts("treatment", "groups", "eyebrow", "breadcrumb", "home", "treatments"),
  },
  { id: "treatment_expect", page: "treatment", parts: parts("treatment", "expect", "expect_test", "questions_title") },
  { id: "treatment_availability", page: "treatment", parts: parts("treatment", "availability") },
  { id: "treatment_next", page: "treatment", parts: parts("treatment", "next", "related", "back", "custom_note") },
  { id: "privacy_search", page: "privacy", parts: parts("privacy", "meta") },
  {
    id: "privacy_top",
    page: "privacy",
    parts: parts(
      "privacy",
      "heading",
      "intro",
      "last_updated",
      "version",
      "toc",
      "back_to_top",
      "cookie_settings",
      "sections.introduction",
    ),
  },
  {
    id: "privacy_data",
    page: "privacy",
    parts: parts("privacy", "sections.data_collected", "sections.legal_basis"),
  },
  {
    id: "privacy_sharing",
    page: "privacy",
    parts: parts("privacy", "sections.sharing", "sections.transfers", "sections.retention"),
  },
  {
    id: "privacy_rights",
    page: "privacy",
    parts: parts("privacy", "sections.rights", "sections.security", "sections.changes", "sections.contact"),
  },
  { id: "legal_search", page: "legal", parts: parts("legal", "meta") },
  {
    id: "legal_operator",
    page: "legal",
    parts: parts("legal", "heading", "intro", "toc", "operator_title", "fields", "values"),
  },
  { id: "legal_more", page: "legal", parts: parts("legal", "physicians", "complaints", "use") },
  { id: "accessibility_search", page: "accessibility", parts: parts("accessibility", "meta") },
  {
    id: "accessibility_page",
    page: "accessibility",
    parts: parts(
      "accessibility",
      "heading",
      "intro",
      "reviewed",
      "status",
      "measures",
      "limitations",
      "feedback",
      "enforcement",
      "preparation",
    ),
  },
];

export const sectionById = (id: string) => catalogue.find((section) => section.id === id);

/** Whether `key` of `namespace` is in `part`. */
export const inPart = (part: CataloguePart, namespace: string, key: string) =>
  part.namespace === namespace && (part.prefix === "" || key === part.prefix || key.startsWith(`${part.prefix}.`));

/** The section a text is edited in (none: the staff's texts, the treatments'). */
export const sectionOf = (namespace: string, key: string) =>
  catalogue.find((section) => section.parts.some((part) => inPart(part, namespace, key)));

/** The part of a text's key that names it within its section: `hero.title` → `["hero", "title"]`, without a prefix of the whole section. */
export function keyWithin(section: CatalogueSection, namespace: string, key: string): string[] {
  const part = section.parts.find((candidate) => inPart(candidate, namespace, key));
  const path = key.split(".");
  // One part (`home.meta`): its prefix says nothing within the section; several: the prefix tells them apart.
  if (part && section.parts.length === 1 && part.prefix !== "" && key !== part.prefix) {
    return path.slice(part.prefix.split(".").length);
  }
  // The privacy policy's sections: `sections.` is the file's grouping, not the visitor's.
  return path[0] === "sections" && path.length > 2 ? path.slice(1) : path;
}

/** The dotted keys of the texts in a namespace's texts, in the file's order. */
export const textKeys = (texts: unknown): string[] => entriesOf(texts).map((entry) => entry.key);

/** A section's texts (namespace and key), in the order of its parts and of the files, from the English texts. */
export function sectionTexts(
  section: CatalogueSection,
  english: Partial<Record<Namespace, unknown>>,
): Array<{ namespace: EditableNamespace; key: string }> {
  return section.parts.flatMap((part) =>
    textKeys(english[part.namespace])
      .filter((key) => inPart(part, part.namespace, key))
      .map((key) => ({ namespace: part.namespace, key })),
  );
}
