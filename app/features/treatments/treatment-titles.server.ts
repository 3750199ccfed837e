import { groupIds, groupLists, type TreatmentLists } from "~/config/treatment-catalogue";
import { treatmentCatalogue } from "~/features/records/record-state.server";
import type { Language } from "~/i18n/languages";
import { bundlesFor, defaultTexts } from "~/i18n/resources.server";

/**
 * What the home page needs of the treatments: each card's list (the catalogue's now: a treatment the clinic adds or
 * hides shows within seconds), the titles of those listed (about 600 bytes), for the index of treatment pages, and
 * the descriptions only where they differ from the repository's (a treatment added or edited by the clinic): the
 * others load when a service dialog opens (load-treatments.ts) and go under them. Keyed by slug, as the page's HTML
 * carries them (i18n.ts keys them back by treatment key).
 */
export function treatmentIndex(language: Language): {
  lists: TreatmentLists;
  texts: Record<string, { title: string; description?: string }>;
} {
  const texts = (bundlesFor(language, ["treatments"]).treatments ?? {}) as Record<string, TreatmentTexts | undefined>;
  const built = (defaultTexts(language).treatments ?? {}) as Record<string, TreatmentTexts | undefined>;
  const lists = groupLists(treatmentCatalogue());
  const listed = [...new Set(groupIds.flatMap((group) => lists[group]))];
  return {
    lists: groupIds.map((id) => ({ id, treatments: lists[id].map(({ slug }) => slug) })),
    texts: Object.fromEntries(
      listed.map(({ key, slug }) => {
        const { title = "", description } = texts[key] ?? {};
        const own = description !== undefined && description !== built[key]?.description;
        return [slug, own ? { title, description } : { title }];
      }),
    ),
  };
}

interface TreatmentTexts {
  title?: string;
  description?: string;
}
