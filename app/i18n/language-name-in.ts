import { isLanguage, type Language, locales } from "./languages";

const namers = new Map<string, Intl.DisplayNames>();

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
    const name = named.of(language) ?? language;
    return start ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
  };
}
