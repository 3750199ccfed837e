import { useTranslation } from "react-i18next";
import { languageNameIn } from "~/i18n/language-name-in";

/** `languageNameIn` for the staff area's language of the page being drawn. */
export function useLanguageName() {
  const { i18n } = useTranslation("staff");
  return languageNameIn(i18n.language);
}
