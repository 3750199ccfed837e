import { treatmentKeys, treatmentSlug } from "~/config/treatments";
import type { Language } from "~/i18n/languages";
import { bundlesFor } from "~/i18n/resources.server";

/**
 * Only the titles of the 23 treatments (about 600 bytes), for the home page's index of treatment
 * pages: the descriptions load when a service dialog opens (load-treatments.ts) and merge into them.
 * Keyed by slug, as the page's HTML carries them (i18n.ts keys them back by treatment key).
 */
export function treatmentTitles(language: Language): Record<string, { title: string }> {
  const texts = (bundlesFor(language, ["treatments"]).treatments ?? {}) as Record<string, { title?: string }>;
  return Object.fromEntries(treatmentKeys.map((key) => [treatmentSlug(key), { title: texts[key]?.title ?? "" }]));
}
