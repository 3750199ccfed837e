import { counterDefault } from "~/config/counter-values";
import { type CatalogueField, catalogueFields, defaultCatalogue, fieldValue } from "~/config/treatment-catalogue";
import { defaultTexts, type PublishedText, textAt } from "~/i18n/resources.server";
import type { StoredText, TextId } from "./content-store.server";

/**
 * The content store keeps the treatments' fields and the counters (the `catalogue` namespace) beside the texts: what
 * is published goes to the site's texts and to its catalogue, each its own way.
 */
export const isCatalogueText = (text: Pick<TextId, "namespace">) => text.namespace === "catalogue";

/** The published texts, and the catalogue's fields (`treatments.<key>.<field>`, `counters.<label>.value` → value). */
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
 * A catalogue field's default: the repository's value for its treatment (none for a treatment the clinic added), or
 * for its counter.
 */
export function catalogueDefault(key: string): string | undefined {
  if (key.startsWith("counters.")) return counterDefault(key);
  const [, treatment, field] = /^treatments\.([^.]+)\.([a-z_]+)$/.exec(key) ?? [];
  const record = defaultCatalogue.find((item) => item.key === treatment);
  if (!record || !(catalogueFields as readonly string[]).includes(field ?? "")) return undefined;
  return fieldValue(record, field as CatalogueField);
}

/** The repository's own value of a text (undefined: a text the repository does not have). */
export const defaultText = (text: TextId) =>
  text.namespace === "catalogue"
    ? catalogueDefault(text.key)
    : textAt(defaultTexts(text.language)[text.namespace], text.key);
