import type { Finding } from "./text-problem";

/**
 * How long a text of the site may be (docs/staff.md#the-sites-content): what search engines show whole (a page's
 * search title, 60 characters; its search text, 160), a heading that stays a heading on a phone (80 characters), and
 * a treatment's own texts (its description in words, 80 to 150). The editor shows each field's limit and count; the
 * publish check refuses a text outside it.
 */
export interface TextLimit {
  unit: "characters" | "words";
  min?: number;
  max: number;
  /** What the limit is for: its rule's message says so (`too_long` is search engines', `title_too_long` a heading's). */
  kind: "search" | "title" | "description" | "description_text";
}

const treatments: Record<string, TextLimit> = {
  title: { unit: "characters", max: 80, kind: "title" },
  page_title: { unit: "characters", max: 60, kind: "search" },
  summary: { unit: "characters", min: 61, max: 160, kind: "search" },
  description: { unit: "words", min: 80, max: 150, kind: "description" },
  image_alt: { unit: "characters", max: 150, kind: "description_text" },
};

/** The limit of a text, by its namespace and key; none for a text of any length (a paragraph, a note). */
export function textLimitOf(namespace: string, key: string): TextLimit | undefined {
  const last = key.split(".").at(-1) ?? key;
  if (namespace === "staff" || namespace === "catalogue") return undefined;
  if (namespace === "treatments") return treatments[last];
  if (key === "meta.title" || key.endsWith(".meta.title")) return { unit: "characters", max: 60, kind: "search" };
  if (key === "meta.description" || key.endsWith(".meta.description"))
    return { unit: "characters", max: 160, kind: "search" };
  if (last === "title" || last === "heading" || last.endsWith("_title"))
    return { unit: "characters", max: 80, kind: "title" };
  return undefined;
}

/** A text's length in its limit's unit: characters as people count them (an emoji is one), or words. */
export const measure = (text: string, unit: TextLimit["unit"]) =>
  unit === "words" ? text.trim().split(/\s+/).filter(Boolean).length : [...text].length;

/** The limit a text breaks, if it breaks one. */
export function lengthFindings(limit: TextLimit | undefined, text: string): Finding[] {
  if (!limit || text.trim() === "") return [];
  const count = measure(text, limit.unit);
  const { min, max } = limit;
  if (limit.unit === "words") {
    if (min !== undefined && count < min) return [{ rule: "too_few_words", detail: { count, min } }];
    if (count > max) return [{ rule: "too_many_words", detail: { count, max } }];
    return [];
  }
  if (min !== undefined && count < min) return [{ rule: "too_short", detail: { length: count, min } }];
  if (count > max)
    return [{ rule: limit.kind === "title" ? "title_too_long" : "too_long", detail: { length: count, max } }];
  return [];
}
