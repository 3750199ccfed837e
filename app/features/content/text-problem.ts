import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";

export { textAt, valueAt } from "~/i18n/text-paths";

/**
 * The rules a text must keep before it is published, as stable codes: the editor translates each one
 * (`staff:content_rules.<code>`), so a code is never renamed. Why each rule exists:
 */
export const textRules = [
  // A language lacks a whole file of texts: every page using it would show keys instead of words.
  "missing_namespace",
  // A file of texts English does not have: no page asks for it.
  "extra_namespace",
  // A text English has and this language lacks: the page would show its key.
  "missing_key",
  // A text English does not have: no page shows it, so it is a typo in a key or left over.
  "extra_key",
  // A number, list or null where the page expects words.
  "not_text",
  // {{placeholders}} are filled with the clinic's data: a changed one shows raw braces or drops the data.
  "placeholders_changed",
  // <tags> become links and bold words: a changed one breaks the link or shows the tag. The site's own text for the
  // key says which (app/i18n/text-markup.ts): a tag it lacks, or in another nesting, is one the page has no element for.
  "tags_changed",
  // A tag in a text whose site's own text has none: the page has no element for it.
  "tag_not_allowed",
  // <policy href="…">: an attribute written in a text would replace the link's own (another site, a page that fails).
  "tag_attribute",
  // A tag left open, closed out of order, or a lone "<": the page could not tell where a link ends.
  "tag_malformed",
  // &lt; and the like: the page shows the character the code stands for; a text writes the character itself.
  "markup_entity",
  // A page of the site that fails to render (500) with the texts and records as the publish would leave them.
  "page_fails",
  // The contact form's messages left in English: a visitor who made a mistake could not read why.
  "untranslated",
  // An empty text leaves a blank where the visitor expects words.
  "empty",
  // "Lorem ipsum", TODO, FIXME: a draft that must not reach visitors.
  "placeholder_text",
  // French and Italian write the typographic apostrophe; the straight one is a typewriter's.
  "straight_apostrophe",
  // d’{{clinic}}, dell’{{school}}: wrong as soon as the name filled in starts with a consonant.
  "glued_placeholder",
  // A character the site's web fonts lack is drawn in another font, in the middle of a word.
  "unsupported_character",
  // French "de {{name}}" reads "de Aurea Clinic" where French writes "d’Aurea".
  "elision_before_name",
  // The director's title ("Dra.", "Dr") takes an article in pt, es, fr and it.
  "director_article",
  // Medical publicity may not promise that a treatment does not hurt (docs/product.md#medical-texts).
  "painless_claim",
  // Prescription-only medicines may not be advertised by brand (EU Directive 2001/83 art. 88, Brazil RDC 96/2008).
  "prescription_brand",
  // "Neuromodulators" is the brand ban dodged: an indirect reference to botulinum toxins.
  "indirect_toxin_reference",
  // Calling a physician a surgeon or specialist is a specialty claim (CFM 2.336/2023 in Brazil).
  "specialty_claim",
  // Wording the native reviews replaced, so that it does not come back.
  "replaced_wording",
  // The contact form's success message calquing "registration": the visitor asked for a call, nothing more.
  "registration_wording",
  // A treatment's description under 80 words says too little to inform.
  "too_few_words",
  // A treatment's description over 150 words is no longer read.
  "too_many_words",
  // A search-result summary too short to say what the treatment is.
  "too_short",
  // A page title or search-result summary that search engines cut.
  "too_long",
  // A heading too long to stay a heading (a title of nine lines on a phone).
  "title_too_long",
  // A page title of one or two words (its name alone) does not say what the treatment is.
  "title_words",
  // Two treatment pages with the same title compete in search results.
  "duplicate_title",
  // docs/product.md#medical-texts fixes facts every language states: 40 genes, 59 nutrients, about six months.
  "fact_missing",
  // Medical texts quote no statistics (docs/product.md#medical-texts): a percentage is one without a source.
  "invented_percentage",
  // A genetic test needs written consent before its sample (Spain, Ley 14/2007); the texts say so.
  "written_consent_missing",
  // In Brazil, the exosome and PDRN products are topical cosmetics: the texts say they go on intact skin.
  "topical_missing",
  // ... and never that they are injected or applied after microneedling.
  "injection_mentioned",
  // A treatment's field of the catalogue (its cards, order, shown, test, where not offered, image) the site cannot read.
  "catalogue_field",
  // A treatment shown on the site without one of its four texts in a language (English included).
  "treatment_text_missing",
  // A treatment's own picture without its description for people who cannot see it.
  "image_alt_missing",
  // A counter of the home page that is not a whole number of up to seven digits.
  "counter_value",
  // A physician's name, school or council left empty or over a line (the legal notice and the about page show it).
  "physician_text",
  // A registration number (CRM, cédula, colegiado, RQE) is digits only: the councils' registers look it up so.
  "physician_number",
  // A value that is none of its field's choices (a Brazilian state, a country, the texts' gender, a picture).
  "physician_choice",
  // A graduation year that is not one.
  "physician_year",
  // A registered specialty is its name and its RQE number (CFM Resolution 2.336/2023).
  "physician_specialties",
  // Specialties (RQE) without the CRM registration they belong to.
  "physician_number_missing",
  // A physician the site names with no registration at all: the councils ask for it beside the name.
  "physician_no_registration",
  // A clinic's medical director must be registered in its country (Brazil's CFM, Portugal's ERS, Spain's LSSI-CE).
  "physician_director_registration",
  // ... and in Brazil with the CRM of the clinic's state.
  "physician_director_state",
  // A location's street, city or the like left empty or over a line.
  "location_text",
  // A postal code not written as its country writes them (the pages and search engines show it).
  "location_postal_code",
  // A telephone that is not + and 8 to 15 digits (its links dial it).
  "location_phone",
  // A latitude or longitude that is not one (maps and search engines place the clinic by it).
  "location_coordinate",
  // A closure's opening or closing time that is not HH:MM, or a closing time not after the opening.
  "location_time",
  // A day of a location's week whose times are not HH:MM, each after the one before (opens, break, closes).
  "location_hours",
  // A location's week without a day it opens.
  "location_days",
  // A value that is none of its field's choices (a country, shown or not, a position).
  "location_choice",
  // Every location hidden: the site would name no clinic to visit.
  "location_none_shown",
  // A location shown without its city's name in a language (English included).
  "location_text_missing",
  // A partner brand's name naming a prescription-only medicine (config/prescription-brands.ts).
  "partner_brand",
  // A brand's logo that is neither an uploaded wordmark nor the repository's own.
  "partner_logo",
  // Fewer brands shown than the carousel shows at a time.
  "partner_too_few",
  // A brand shown without its one-line description in a language (English included).
  "partner_text_missing",
  // A field of a country's operator (the legal identity) left empty or over a line.
  "operator_text",
  // A CNPJ or NIF whose check digits are wrong.
  "operator_tax_number",
  // An operator's or its privacy officer's e-mail that is not an address.
  "operator_email",
  // The Brazilian clinic's CRM number that is not digits.
  "operator_digits",
  // A professional body not written as its name then its https address.
  "operator_bodies",
  // A medical director with no registration in the operator's country.
  "operator_director",
  // The Brazilian clinic's medical director registered with another state's CRM.
  "operator_director_state",
  // The rules of a record's fields by their kind (app/features/records/fields.ts), whatever the record:
  // words left empty or over a line,
  "field_text",
  // a value that is none of the field's choices, or none ticked,
  "field_choice",
  "field_choices",
  // a number that is not a whole one within its limits,
  "field_number",
  // a list's line too short, too long or not as its field writes them,
  "field_lines",
  // a picture that is neither an uploaded one nor the repository's own,
  "field_picture",
  // a date, a time, a web address, a telephone or an e-mail address that is not one.
  "field_date",
  "field_time",
  "field_url",
  "field_phone",
  "field_email",
  // A record shown on the site without one of its texts in a language (English included).
  "record_text_missing",
  // Where a treatment is not offered naming a place that is none of the clinic's.
  "catalogue_where",
  // A closure whose last day comes before its first.
  "closure_dates",
  // A location's special hours without the time it opens or closes.
  "closure_hours",
] as const;

export type TextRule = (typeof textRules)[number];

/** One text that breaks a rule; `key` is the text's dotted path in its namespace ("" for a whole namespace). */
export interface TextProblem {
  language: Language;
  /** The text's namespace, or `catalogue` for a treatment's field (config/treatment-catalogue.ts). */
  namespace: Namespace | "catalogue";
  key: string;
  rule: TextRule;
  /** What the editor's message fills in (`{{expected}}`, `{{found}}`, `{{max}}`, …). */
  detail?: Record<string, string | number>;
}

/** What a rule found in one text, before it is told where the text is. */
export type Finding = Pick<TextProblem, "rule" | "detail">;

/** One text of a namespace, by its dotted path. */
export interface TextEntry {
  key: string;
  text: string;
}

/** Every leaf of a namespace's nested object, by dotted path: words, or whatever else was put there. */
export function leavesOf(value: unknown, prefix = ""): [key: string, value: unknown][] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => leavesOf(child, prefix ? `${prefix}.${key}` : key));
}

/** The texts of a namespace (leaves that are not words are `not_text` problems, left out here). */
export const entriesOf = (bundle: unknown): TextEntry[] =>
  leavesOf(bundle ?? {}).flatMap(([key, text]) => (typeof text === "string" ? [{ key, text }] : []));

/** A problem on one line, for people reading a test's or a script's output: `fr/common.json menu.home: empty`. */
export function problemLine({ language, namespace, key, rule, detail }: TextProblem): string {
  const details = Object.entries(detail ?? {}).map(([name, value]) => `${name} ${value}`);
  return `${language}/${namespace}.json ${key}: ${rule}${details.length > 0 ? ` (${details.join(", ")})` : ""}`;
}
