import type { Language } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";
import { markupFindings } from "~/i18n/text-markup";
import { leavesOf, type TextProblem } from "./text-problem";

/**
 * A language against English, the reference set: the same namespaces and keys, and in each text the same
 * placeholders and tags, since the code fills and renders them whatever the language.
 */
export function compareWithEnglish(
  language: Language,
  english: Bundles,
  texts: Bundles,
  { tags: compareTags }: { tags: boolean },
): TextProblem[] {
  const namespaces = new Set([...Object.keys(english), ...Object.keys(texts)] as Namespace[]);
  return [...namespaces].flatMap((namespace) => {
    if (!(namespace in texts)) return [{ language, namespace, key: "", rule: "missing_namespace" as const }];
    if (!(namespace in english)) return [{ language, namespace, key: "", rule: "extra_namespace" as const }];
    return compareNamespace(namespace, english[namespace], texts[namespace], compareTags).map((found) => ({
      language,
      namespace,
      ...found,
    }));
  });
}

type KeyedFinding = Omit<TextProblem, "language" | "namespace">;

function compareNamespace(
  namespace: Namespace,
  english: unknown,
  texts: unknown,
  compareTags: boolean,
): KeyedFinding[] {
  const reference = new Map(leavesOf(english));
  const translated = new Map(leavesOf(texts));
  const missing = [...reference.keys()].filter((key) => !translated.has(key));
  const extra = [...translated.keys()].filter((key) => !reference.has(key));
  return [
    ...missing.map((key) => ({ key, rule: "missing_key" as const })),
    ...extra.map((key) => ({ key, rule: "extra_key" as const })),
    ...[...translated].flatMap(([key, text]) => compareText(namespace, key, reference.get(key), text, compareTags)),
  ];
}

function compareText(
  namespace: Namespace,
  key: string,
  english: unknown,
  text: unknown,
  compareTags: boolean,
): KeyedFinding[] {
  // A leaf that is not words is reported as such in every language, English included (text-rules.ts).
  if (typeof text !== "string" || typeof english !== "string") return [];
  const found: KeyedFinding[] = [];
  if (!sameTokens(placeholders(english), placeholders(text))) {
    found.push({ key, rule: "placeholders_changed", detail: tokenDetail(placeholders(english), placeholders(text)) });
  }
  if (compareTags) {
    // The text's own tags (an attribute, one left open) are its rules' (text-rules.ts); here, whether they are English's.
    const differ = markupFindings(text, english).filter(
      ({ rule }) => rule === "tags_changed" || rule === "tag_not_allowed",
    );
    found.push(...differ.map((finding) => ({ key, ...finding })));
  }
  if (mustBeTranslated(namespace, key) && text.trim() !== "" && text === english)
    found.push({ key, rule: "untranslated" });
  return found;
}

/** `{{name}}`, as i18next reads it (spaces inside the braces allowed). */
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => `{{${m[1]}}}`);

const sameTokens = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join("\n") === [...b].sort().join("\n");

/** Shown as they stand in the text, once each; a dash where there are none. */
const tokenDetail = (expected: string[], found: string[]) => ({
  expected: [...new Set(expected)].join(" ") || "—",
  found: [...new Set(found)].join(" ") || "—",
});

/**
 * Texts that have no reason to read as in English: the contact form's messages (`contact:errors.*`,
 * `contact:success_message`). Elsewhere, a name or a word such as "Email" rightly stays the same.
 */
const mustBeTranslated = (namespace: Namespace, key: string) =>
  namespace === "contact" && (key.startsWith("errors.") || key === "success_message");
