import { catalogueKindOf } from "~/features/records/kinds.server";
import { defaultTexts, type PublishedText, textAt } from "~/i18n/resources.server";
import type { StoredText, TextId } from "./content-store.server";

/*
 * The content store keeps the records' fields (the `catalogue` namespace: treatments, counters, physicians) beside the texts: what
 * is published goes to the site's texts and to its catalogue, each its own way.
 */

/** The published texts, and the catalogue's fields (`<kind>.<record>.<field>` → value, config/catalogue-records.ts). */
export function splitPublished(stored: readonly StoredText[]): {
  texts: PublishedText[];
  catalogue: Record<string, string>;
} {
  const texts: PublishedText[] = [];
  const catalogue: Record<string, string> = {};
  for (const text of stored) {
    if (text.namespace === "catalogue") catalogue[text.key] = text.value;
    else texts.push({ ...text, namespace: text.namespace });
  }
  return { texts, catalogue };
}

/**
 * A catalogue field's default: the repository's value for its record (none for a treatment the clinic added), by
 * its kind (config/catalogue-records.ts).
 */
export const catalogueDefault = (key: string): string | undefined => catalogueKindOf(key)?.defaultOf(key);

/** The repository's own value of a text (undefined: a text the repository does not have). */
export const defaultText = (text: TextId) =>
  text.namespace === "catalogue"
    ? catalogueDefault(text.key)
    : textAt(defaultTexts(text.language)[text.namespace], text.key);
