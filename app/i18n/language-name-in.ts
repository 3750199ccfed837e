import { isLanguage, type Language, locales } from "./languages";

const namers = new Map<string, Intl.DisplayNames>();

/** A text with its first letter capitalised as the language does it, for the start of a line or a cell. */
export const upperFirst = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * A language's name in the staff area's language, as a sentence writes it ("Preview the page in Portuguese",
 * "Pré-visualizar a página em inglês"); `start`: capitalised, for a cell or a list's item. The language pickers keep
 * each language's own name (languageNames), which is how people find their language.
 */
export function languageNameIn(staffLanguage: string) {
  const locale = locales[isLanguage(staffLanguage) ? staffLanguage : "en"];
  let namer = namers.get(locale);
  if (!namer) {
    namer = new Intl.DisplayNames([locale], { type: "language" });
    namers.set(locale, namer);
  }
  const named = namer;
  return (language: Language, start = false) => {
    // The two Portuguese by their country ("Brazilian Portuguese", "português europeu"); the others by their name alone.
    const name = named.of(language === "pt" ? locales.pt : language) ?? language;
    return start ? upperFirst(name, locale) : name;
  };
}
