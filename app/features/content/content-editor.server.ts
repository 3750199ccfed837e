import { createHash } from "node:crypto";
import { catalogueKindOf } from "~/features/records/kinds.server";
import { recordPageOfText } from "~/features/records/record-checks.server";
import { isLanguage, type Language, languages } from "~/i18n/languages";
import { defaultTexts, textAt } from "~/i18n/resources.server";
import { staffAccounts } from "../staff/staff-access.server";
import { contentStore, liveText } from "./content-services.server";
import { type Draft, sourceLanguage, type TextId } from "./content-store.server";
import type { TextProblem } from "./publish-check.server";
import { recordDigestName } from "./record-digest";
import {
  type CataloguePage,
  type CatalogueSection,
  catalogue,
  type EditableNamespace,
  keyWithin,
  sectionOf,
  sectionTexts,
} from "./text-catalogue";
import { lengthFindings, type TextLimit, textLimitOf } from "./text-limits";
import type { Finding } from "./text-problem";
import { textFindings } from "./text-rules";
import { typographic } from "./typography-rules";

/**
 * What the staff's content pages show and change (docs/staff.md#the-sites-content): the sections with their
 * drafts and reviews, one section's texts in a language, its drafts saved, and where a refused publish's problems are.
 */

/** A text's form field name (and, with a prefix, its element id): `home:hero.title`. */
export const fieldName = (text: { namespace: string; key: string }) => `${text.namespace}:${text.key}`;
/** A field's id in the page, for links to it (`#text-home-hero-title`). */
export const fieldId = (text: { namespace: string; key: string }) =>
  `text-${text.namespace}-${text.key.replaceAll(/[^\w]/g, "-")}`;

/** Where a text is edited: its section's page in a language, at the field. */
export const textHref = (base: string, section: string, text: TextId) =>
  `${inLanguage(`${base}/${section}`, text.language)}#${fieldId(text)}`;

/**
 * The language a content page edits: `?lang=pt`, else the staff area's own (a Spanish editor's section opens in
 * Spanish; English, the texts every other language follows, is one button away).
 */
export function editedLanguage(url: URL, staffLanguage: Language): Language {
  const wanted = url.searchParams.get("lang");
  return isLanguage(wanted) ? wanted : staffLanguage;
}

/** A content page's address for a language edited (`?lang=en` too: without it, the staff area's language). */
export const inLanguage = (page: string, language: Language) => `${page}?lang=${language}`;

/** Where a text is, as the staff read it: its page and section, and the path of its name within the section. */
export interface TextPlace {
  page: CataloguePage;
  section: string;
  within: string[];
}

export function placeOf(text: { namespace: string; key: string }): TextPlace | undefined {
  const section = sectionOf(text.namespace, text.key);
  return section && { page: section.page, section: section.id, within: keyWithin(section, text.namespace, text.key) };
}

const englishTexts = () => defaultTexts(sourceLanguage);
const countBy = <T>(items: readonly T[], by: (item: T) => string) => {
  const counts: Record<string, number> = {};
  for (const item of items) counts[by(item)] = (counts[by(item)] ?? 0) + 1;
  return counts;
};

/** Each section with its number of texts, and its drafts and texts to review per language; the drafts' authors. */
export async function contentOverview() {
  const store = contentStore();
  const [drafts, reviews, accounts] = await Promise.all([store.drafts(), store.reviews(), staffAccounts().list()]);
  const emails = new Map(accounts.map((account) => [account.id, account.email]));
  const sectionIdOf = (text: TextId) => sectionOf(text.namespace, text.key)?.id ?? "";
  const draftsIn = countBy(drafts, (draft) => `${sectionIdOf(draft)} ${draft.language}`);
  const reviewsIn = countBy(reviews, (review) => `${sectionIdOf(review)} ${review.language}`);
  const perLanguage = (counts: Record<string, number>, section: string) =>
    languages.flatMap((language) => {
      const count = counts[`${section} ${language}`] ?? 0;
      return count ? [{ language, count }] : [];
    });
  const inLanguages = (texts: readonly TextId[]) =>
    perLanguage(
      countBy(texts, (text) => ` ${text.language}`),
      "",
    );
  return {
    sections: catalogue.map((section) => ({
      id: section.id,
      page: section.page,
      texts: sectionTexts(section, englishTexts()).length,
      drafts: perLanguage(draftsIn, section.id),
      reviews: perLanguage(reviewsIn, section.id),
    })),
    drafts: {
      total: drafts.length,
      by: Object.entries(countBy(drafts, (draft) => draft.updatedBy)).map(([id, count]) => ({
        email: emails.get(id) ?? id,
        count,
      })),
      // The texts' drafts per language; the records' fields (a treatment's settings, a location's telephone…) are
      // kept in English's name but belong to no language: counted apart.
      languages: inLanguages(drafts.filter((draft) => draft.namespace !== "catalogue")),
      records: drafts.filter((draft) => draft.namespace === "catalogue").length,
    },
    reviews: inLanguages(reviews),
  };
}

/** The translations of `language` to review: where each is, its English now and the translation as published. */
export async function reviewList(language: Language) {
  const reviews = await contentStore().reviews(language);
  return reviews.flatMap((review) => {
    const place = placeOf(review);
    if (!place) return [];
    return [
      {
        namespace: review.namespace,
        key: review.key,
        ...place,
        english: liveText({ ...review, language: sourceLanguage }) ?? "",
        translation: liveText(review) ?? "",
        sinceVersion: review.sinceVersion,
      },
    ];
  });
}

export interface EditorText {
  namespace: EditableNamespace | "treatments";
  key: string;
  name: string;
  id: string;
  within: string[];
  /** What the field holds: the draft, else the text as visitors see it. */
  value: string;
  /** The English text as visitors see it (none when editing English). */
  english: string | null;
  drafted: boolean;
  review: boolean;
  /** A digest of `value`: the form sends it back, and its save tells a text someone else changed meanwhile. */
  shown: string;
  /** How long it may be (text-limits.ts), which the field shows with its count; none for a text of any length. */
  limit: TextLimit | null;
  /** What a saved draft breaks of the rules a text keeps on its own, shown beside it before any publish. */
  findings: Finding[];
  /**
   * The placeholders and tags the text must keep (`{{name}}`, `<policy>`, `</policy>`), from the repository's text in
   * its language: the staff area's script says at once when one goes missing while typing.
   */
  keep: string[];
}

/** A short digest of a text as a form showed it. */
export const shownDigest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 16);

/**
 * A short digest of a record's values (a location's, a brand's, an operator's…) as its form showed them (`except` the
 * fields of a part with a form of its own: a picture): its save refuses a form shown before someone else
 * saved the record, so that neither overwrites the other unseen.
 */
export const recordDigest = (values: Readonly<Record<string, string>>, except: readonly string[] = []) =>
  shownDigest(
    JSON.stringify(
      Object.entries(values)
        .filter(([field]) => !except.includes(field))
        .sort(([a], [b]) => a.localeCompare(b)),
    ),
  );

/** Texts by language as a record's form names its fields (`city_en`, `description_pt`…). */
export const prefixed = (prefix: string, texts: Readonly<Record<Language, string>>) =>
  Object.fromEntries(languages.map((language) => [`${prefix}${language}`, texts[language]]));

/**
 * Whether a record's form was overtaken: it showed the record before someone else saved it (its digest is not the
 * record's now). A form sent without one (by hand, not by the page) is taken as it is, like a text's.
 */
export const overtaken = (form: FormData, digest: string) => {
  const shown = form.get(recordDigestName);
  return typeof shown === "string" && shown !== digest;
};

/** The name of the field that carries a text's digest as its form showed it. */
export const shownName = (name: string) => `${name}#shown`;

/** Finds a text's draft in a language among the drafts, by the text's field name. */
export const draftFinder = (drafts: readonly Draft[]) => {
  const byId = new Map(drafts.map((draft) => [`${draft.language} ${fieldName(draft)}`, draft]));
  return (language: Language, text: { namespace: string; key: string }) => byId.get(`${language} ${fieldName(text)}`);
};

/** The path of a text's name within its section. */
const withinSection = (section: CatalogueSection) => (text: { namespace: string; key: string }) =>
  keyWithin(section, text.namespace, text.key);

/** A section's texts in `language`, as its form shows them. */
export function sectionEditor(section: CatalogueSection, language: Language): Promise<EditorText[]> {
  return sectionEditorOf(sectionTexts(section, englishTexts()), language, withinSection(section));
}

/** These texts in `language`, as a form shows them; `within` names each within its form. */
export async function sectionEditorOf(
  texts: ReadonlyArray<{ namespace: EditableNamespace | "treatments"; key: string }>,
  language: Language,
  within: (text: { namespace: string; key: string }) => string[],
): Promise<EditorText[]> {
  const store = contentStore();
  const [drafts, reviews] = await Promise.all([store.drafts(), store.reviews(language)]);
  const draftOf = draftFinder(drafts);
  const flagged = new Set(reviews.map(fieldName));
  return texts.map((text) => {
    const draft = draftOf(language, text);
    const value = draft?.value ?? liveText({ ...text, language }) ?? "";
    const english = liveText({ ...text, language: sourceLanguage });
    return {
      ...text,
      name: fieldName(text),
      id: fieldId(text),
      within: within(text),
      value,
      shown: shownDigest(value),
      english: language === sourceLanguage ? null : (english ?? ""),
      drafted: draft !== undefined,
      review: flagged.has(fieldName(text)),
      limit: textLimitOf(text.namespace, text.key) ?? null,
      keep: [
        ...new Set(
          (textAt(defaultTexts(language)[text.namespace], text.key) ?? english ?? "").match(
            /\{\{[^}]+\}\}|<\/?[a-z][a-z0-9]*\s*\/?>/gi,
          ) ?? [],
        ),
      ],
      findings: draft
        ? [
            ...textFindings(language, text.namespace, { key: text.key, text: value }, defaultTexts(language)),
            ...(text.namespace === "treatments" ? lengthFindings(textLimitOf(text.namespace, text.key), value) : []),
          ]
        : [],
    };
  });
}

/**
 * A text someone else changed between the moment a form showed it and its save, which the form changed too: not kept,
 * so that the other's change is not lost. `yours` is what the form sent, for its author to copy.
 */
export interface SaveConflict {
  namespace: string;
  key: string;
  /** The text's field in the form. */
  id: string;
  within: string[];
  yours: string;
}

/**
 * Keeps as drafts the fields of a section's form that differ from what it showed (the draft, else the text as
 * visitors see it); the others stay as they are. Returns how many were kept, and the texts someone else changed
 * meanwhile.
 */
export function saveSection(
  section: CatalogueSection,
  language: Language,
  form: FormData,
  accountId: string,
): Promise<{ saved: number; conflicts: SaveConflict[] }> {
  return saveTexts(sectionTexts(section, englishTexts()), language, form, accountId, withinSection(section));
}

/**
 * Keeps as drafts these texts' fields of a form that differ from what it showed. A form tells what it showed by each
 * text's digest (`shownName`): a field left as it was is never saved over a draft someone else made since, and a
 * field changed on both sides is not kept but returned as a conflict. (A form without the digests, from before they
 * were sent, compares with the text as it is now.)
 */
export async function saveTexts(
  texts: ReadonlyArray<{ namespace: EditableNamespace | "treatments"; key: string }>,
  language: Language,
  form: FormData,
  accountId: string,
  within: (text: { namespace: string; key: string }) => string[] = (text) => [text.key],
): Promise<{ saved: number; conflicts: SaveConflict[] }> {
  const store = contentStore();
  const draftOf = draftFinder(await store.drafts());
  let saved = 0;
  const conflicts: SaveConflict[] = [];
  for (const text of texts) {
    const sent = form.get(fieldName(text));
    if (typeof sent !== "string") continue;
    // A browser sends a textarea's line breaks as CRLF; a keyboard, straight quotes.
    const value = typographic(language, sent.replaceAll(/\r\n?/g, "\n"));
    const id = { ...text, language };
    const live = liveText(id) ?? "";
    const current = draftOf(language, text)?.value ?? live;
    if (value === current) continue;
    const shown = form.get(shownName(fieldName(text)));
    if (typeof shown === "string" && shown !== shownDigest(current)) {
      // Changed by someone else since the form showed it: left as the form showed it, the other's change stays;
      // changed here too, neither wins silently.
      if (shown !== shownDigest(value)) {
        conflicts.push({ ...text, id: fieldId(text), within: within(text), yours: value });
      }
      continue;
    }
    await store.saveDraft(id, value, live, accountId);
    saved += 1;
  }
  return { saved, conflicts };
}

/** A refused publish's problems, each with where the text is and the link to its field. */
export const placedProblems = (problems: readonly TextProblem[], base: string) =>
  problems.map((problem) => {
    // A record's text (a treatment's, a city's name, a brand's description, a closure's note, an answer), and a
    // record's field, on the record's page (routes/staff/content-record.tsx).
    const record = recordPageOfText(problem.namespace, problem.key, problem.language);
    if (record) return { ...problem, place: null, href: `${base}${record}` };
    const kind = problem.namespace === "catalogue" ? catalogueKindOf(problem.key) : undefined;
    if (kind) return { ...problem, place: null, href: `${base}${kind.fieldHref(problem.key)}` };
    const place = placeOf(problem);
    return { ...problem, place: place ?? null, href: place ? textHref(base, place.section, problem) : null };
  });
