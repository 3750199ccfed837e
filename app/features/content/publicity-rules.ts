import { prescriptionBrandsIn } from "~/config/prescription-brands";
import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import type { Finding, TextEntry } from "./text-problem";

/**
 * What medical publicity may not say (docs/product.md#medical-texts), and wording that must read
 * right whatever the clinic's data. Brands and indirect references to botulinum toxins are refused in every
 * text, the staff's included; the rest in the texts visitors read.
 */
export function checkAnyText(text: string): Finding[] {
  const brands = prescriptionBrandsIn(text);
  const found: Finding[] = [];
  if (brands.length > 0) found.push({ rule: "prescription_brand", detail: { brands: brands.join(", ") } });
  const indirect = matched("indirect_toxin_reference", /neuromodul|neurotox/i.exec(text));
  if (indirect) found.push(indirect);
  return found;
}

export function checkVisitorText(language: Language, namespace: Namespace, { key, text }: TextEntry): Finding[] {
  return [
    elisionBeforeName(language, text),
    directorArticle(language, text),
    matched("painless_claim", painless[language].exec(text)),
    isSpecialtyStatement(namespace, key) ? undefined : matched("specialty_claim", specialty[language].exec(text)),
    matched("replaced_wording", replaced[language]?.exec(text)),
    namespace === "contact" && key === "success_message" && language !== "en"
      ? matched("registration_wording", registration[language].exec(text))
      : undefined,
  ].filter((finding) => finding !== undefined);
}

const matched = (rule: Finding["rule"], match: RegExpExecArray | null | undefined): Finding | undefined =>
  match ? { rule, detail: { found: match[0] } } : undefined;

/** "Agenda en ligne de {{name}}" read "de Aurea Clinic": French elides these words before a vowel. */
const elidable =
  /(?:^|[\s(])((?:de|que|le|la|ce|je|me|te|se|ne|jusque|lorsque|puisque)\s\{\{(?:name|clinic|school)\}\})/i;

function elisionBeforeName(language: Language, text: string): Finding | undefined {
  const match = language === "fr" ? elidable.exec(text) : null;
  return match?.[1] ? { rule: "elision_before_name", detail: { found: match[1] } } : undefined;
}

/** The article (or contraction) each language puts before the director's title ("Dra. …", "Dr …", "Dott.ssa …"). */
const directorArticles: Record<Exclude<Language, "en">, { pattern: RegExp; example: string }> = {
  pt: { pattern: /(?:^|\s)(?:a|A|da|na|à|pela|com a)\s\{\{director\}\}/g, example: "a {{director}}" },
  "pt-PT": { pattern: /(?:^|\s)(?:a|A|da|na|à|pela|com a)\s\{\{director\}\}/g, example: "a {{director}}" },
  es: { pattern: /(?:^|\s)(?:la|La|a la|de la|con la)\s\{\{director\}\}/g, example: "la {{director}}" },
  fr: { pattern: /(?:^|\s)(?:le|Le|du|au|avec le)\s\{\{director\}\}/g, example: "le {{director}}" },
  it: { pattern: /(?:^|\s)(?:la|La|della|alla|dalla|nella|con la)\s\{\{director\}\}/g, example: "la {{director}}" },
};

/** Each {{director}} has its article before it. */
function directorArticle(language: Language, text: string): Finding | undefined {
  if (language === "en" || !text.includes("{{director}}")) return undefined;
  const { pattern, example } = directorArticles[language];
  const named = text.split("{{director}}").length - 1;
  return [...text.matchAll(pattern)].length === named ? undefined : { rule: "director_article", detail: { example } };
}

/** Words that promise no pain, in each language. */
const painless: Record<Language, RegExp> = {
  en: /pain-?less|pain-free|without (?:any )?pain|no pain|(?:does not|doesn’t|doesn't|won’t|won't) hurt/i,
  pt: /indolor|sem dor|não d[óo]i|nenhuma dor/i,
  "pt-PT": /indolor|sem dor|não d[óo]i|nenhuma dor/i,
  es: /indolor|sin dolor|no duele|ningún dolor/i,
  fr: /indolore|sans (?:aucune )?douleur|ne fait pas mal|aucune douleur/i,
  it: /indolore|senza (?:alcun )?dolore|non fa male|nessun dolore/i,
};

/** A physician of ours called a surgeon or a specialist. */
const specialty: Record<Language, RegExp> = {
  en: /\bsurgeons?\b|\bspecialists?\b/i,
  pt: /cirurgi[ãõ]|especialista/i,
  "pt-PT": /cirurgi[ãõ]|especialista/i,
  es: /cirujan|especialista/i,
  fr: /chirurgien|spécialiste/i,
  it: /chirurg(?:o|hi|he)\b|specialist[aie]\b/i,
};

/**
 * Where the word is the regulated statement itself: the privacy policy's outside specialists, to whom the clinic
 * refers patients; the about page saying whether the director's training is a specialist title (in Brazil, "NÃO
 * ESPECIALISTA" or her RQE); the RQE line of a registered specialty.
 */
const specialtyStatements: readonly { namespace: Namespace; key: string }[] = [
  { namespace: "privacy", key: "sections.sharing.health_professionals" },
  { namespace: "about", key: "p2.not_specialist" },
  { namespace: "about", key: "p2.specialist" },
  { namespace: "common", key: "physician.rqe" },
];

const isSpecialtyStatement = (namespace: Namespace, key: string) =>
  specialtyStatements.some((statement) => statement.namespace === namespace && statement.key === key);

/** The wording the native reviews replaced (pt "conosco", es "pápulas", fr "anesthésique"…). */
const replaced: Partial<Record<Language, RegExp>> = {
  pt: /\ba gente\b/i,
  // European Portuguese: the Brazilian forms the native review of Portugal found (docs/content.md), as whole words.
  "pt-PT":
    /(?<![\p{L}\d])(?:a gente|vocês?|agend(?:ar|e|ado|ada|amento)|equipe|contatos?|conosco|registr(?:o|ado|ada)|Madri|hialurônico|colágeno|telômeros|eletrônicos?|prontuários?|Carregando|Enviando)(?![\p{L}\d])/iu,
  es: /habones?\b/i,
  fr: /anesthésiant|âge civil|frottis de la joue/i,
};

/** Words of a registration, which the contact form's success message must not calque from the English. */
const registration: Record<Exclude<Language, "en">, RegExp> = {
  pt: /cadastr|registr/i,
  "pt-PT": /cadastr|registr|regist[oa]\b/i,
  es: /registr/i,
  fr: /enregistr|inscri/i,
  it: /registra|iscri/i,
};
