import type { Language } from "~/i18n/languages";
import { fontCharacters } from "~/styles/font-subset";
import type { Finding } from "./text-problem";

/** Rules every text keeps, the staff's included: a text is there, final, and written as the language writes. */
export function checkTypography(language: Language, text: string): Finding[] {
  return [
    emptiness(text),
    draftMarker(text),
    straightApostrophe(language, text),
    gluedPlaceholder(text),
    unsupportedCharacters(text),
  ].filter((found) => found !== undefined);
}

const emptiness = (text: string): Finding | undefined => (text.trim() === "" ? { rule: "empty" } : undefined);

function draftMarker(text: string): Finding | undefined {
  const found = /lorem ipsum/i.exec(text) ?? /\bTODO\b|\bFIXME\b/.exec(text);
  return found ? { rule: "placeholder_text", detail: { found: found[0] } } : undefined;
}

/** The languages whose typography wants ’: English texts keep the keyboard's apostrophe. */
const typographicApostrophe: readonly Language[] = ["fr", "it"];

const straightApostrophe = (language: Language, text: string): Finding | undefined =>
  typographicApostrophe.includes(language) && text.includes("'") ? { rule: "straight_apostrophe" } : undefined;

/** fr d’{{clinic}}, l’{{school}}; it dell’{{…}}, un’{{…}}. */
function gluedPlaceholder(text: string): Finding | undefined {
  const found = /\p{L}['’]\{\{[^}]*(?:\}\})?/u.exec(text);
  return found ? { rule: "glued_placeholder", detail: { found: found[0] } } : undefined;
}

const inFonts = new Set(fontCharacters);

/** Control characters (line breaks of the e-mails) are not drawn, so the fonts need not hold them. */
function unsupportedCharacters(text: string): Finding | undefined {
  const outside = [...new Set(text)].filter((character) => character >= " " && !inFonts.has(character));
  return outside.length > 0 ? { rule: "unsupported_character", detail: { characters: outside.join(" ") } } : undefined;
}

/** Each language's quotation marks, as the repository's texts write them (French with no-break spaces inside). */
const quotes: Record<Language, [string, string]> = {
  en: ["“", "”"],
  pt: ["“", "”"],
  "pt-PT": ["“", "”"],
  es: ["«", "»"],
  fr: ["«\u00a0", "\u00a0»"],
  it: ["«", "»"],
};

/**
 * A text as a keyboard typed it, made typographic when a draft is saved: each pair of straight double quotes becomes
 * the language's quotation marks, and outside English (whose texts keep the keyboard's apostrophe, as the rules above
 * say) each straight apostrophe a typographic one. What cannot be paired stays as typed, for the rules to point at.
 */
export function typographic(language: Language, text: string): string {
  const [open, close] = quotes[language];
  const quoted = text.replace(/"([^"\n]+)"/g, (_, inner: string) => `${open}${inner.trim()}${close}`);
  return language === "en" ? quoted : quoted.replaceAll("'", "’");
}
