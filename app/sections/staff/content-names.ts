import { useTranslation } from "react-i18next";
import type { CataloguePage } from "~/features/content/text-catalogue";

/** A key's word as a name: `open_menu` → "Open menu". */
const spelledOut = (segment: string) => {
  const words = segment.replaceAll("_", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The names the content pages give what they show, in the staff's language: a page, a section, a text's field (from
 * the path of its key within the section, word by word: `hero.cta_primary` → "First screen › Main button text"; a
 * word the staff texts do not name is spelled out from the key).
 */
export function useContentNames() {
  const { t } = useTranslation("staff");
  const word = (segment: string) => {
    const paragraph = /^p(\d+)$/.exec(segment);
    if (paragraph) return t("content.words.paragraph", { n: paragraph[1] });
    return t(`content.words.${segment}` as "content.words.title", { defaultValue: spelledOut(segment) });
  };
  const field = (within: readonly string[]) => within.map(word).join(" › ");
  const page = (id: CataloguePage) => t(`content.pages.${id}`);
  const section = (id: string) => t(`content.sections.${id}` as "content.sections.top_bar", { defaultValue: id });
  return {
    page,
    section,
    field,
    /** A text's place in the staff's words: "Home page › First screen › Title" (none: `undefined`). */
    place: (place: { page: CataloguePage; section: string; within: readonly string[] } | null) =>
      place ? `${page(place.page)} › ${section(place.section)} › ${field(place.within)}` : undefined,
    /**
     * Where the editor has a text no page section holds: a counter (Counters › its name), a physician's, a location's,
     * a brand's or a country's legal identity's field (Physicians › their id › the field), a treatment's text or
     * setting (Treatments › its key › the field), else its namespace and key.
     */
    elsewhere: (namespace: string, key: string) => {
      const path = key.split(".");
      if (namespace === "catalogue" && path[0] === "counters") {
        const label = t(`content.counters.labels.${path[1]}` as "content.counters.title", { defaultValue: path[1] });
        return `${t("content.counters.title")} › ${label}`;
      }
      // A record's field: its kind's page › the record (a country by its name) › the field's label there.
      const [kind = "", record = "", name = ""] = path;
      // (Every kind of the catalogue but the treatments has its fields labelled on its own pages.)
      if (namespace === "catalogue" && kind !== "treatments" && path.length === 3) {
        const label = t(`content.${kind}.fields.${name}` as "content.title", { defaultValue: name });
        const which =
          kind === "operators"
            ? t(`common:countries.${record.toUpperCase()}` as "content.title", { defaultValue: record })
            : record;
        return `${t(`content.${kind}.title` as "content.title")} › ${which} › ${label}`;
      }
      if (namespace === "common" && path[0] === "cities") {
        return `${t("content.locations.title")} › ${path[1]} › ${t("content.locations.fields.names")}`;
      }
      if (namespace !== "treatments" && namespace !== "catalogue") return `${namespace}:${key}`;
      const [treatment = "", ...rest] = path[0] === "treatments" ? path.slice(1) : path;
      return `${t("content.treatments.title")} › ${treatment} › ${field(rest)}`;
    },
  };
}
