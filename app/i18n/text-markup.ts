/**
 * The markup a text may carry (docs/decisions/024-text-markup.md). `<Trans>` turns a text's tags into the elements
 * its page gives for them (`<policy>` a link to the privacy policy, `<strong>` bold words), and react-i18next lets
 * the attributes written in a text override the element's own: `<policy href="https://evil.example">` would lead
 * the link elsewhere, `<policy style="x">` makes React throw and the page answer 500. So a text carries exactly the
 * tags of the repository's own text for its key, without attributes, in the same nesting, and no HTML character
 * codes: what the publish check requires, and what the server falls back to when a stored text does not.
 */

/** One tag as `<Trans>` reads it: `<policy>`, `</policy>`, `<br/>`. */
interface Tag {
  name: string;
  kind: "open" | "close" | "self";
  /** The tag it stands in ("" at the top): `<strong><policy>` differs from `<policy>` alone. */
  parent: string;
}

/** What is wrong with a text's markup, as the content editor's rules name it (`staff:content_rules.<rule>`). */
export type MarkupFinding =
  | { rule: "tag_attribute" | "tag_malformed" | "markup_entity"; detail: { found: string } }
  | { rule: "tags_changed"; detail: { expected: string; found: string } }
  | { rule: "tag_not_allowed"; detail: { found: string } };

/** A tag as `<Trans>` takes it: lower-case letters and digits, nothing but an optional `/` after the name. */
const plainTag = /^<(\/?)([a-z0-9]+)\s*(\/?)>/;
/** Something a browser or `<Trans>` would read as a tag, with more in it than its name (attributes, capitals). */
const anyTag = /^<\/?[a-zA-Z][^<>]*>/;
/** The character codes `<Trans>` decodes (`&lt;` becomes `<`): a text writes the character itself. */
const entity = /&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/gi;

/** The tags of a text, in order, and what keeps it from being read as plain tags. */
function readMarkup(text: string): { tags: Tag[]; findings: MarkupFinding[] } {
  const tags: Tag[] = [];
  const findings: MarkupFinding[] = [];
  const open: string[] = [];
  for (let at = text.indexOf("<"); at !== -1; at = text.indexOf("<", at + 1)) {
    const rest = text.slice(at);
    const plain = plainTag.exec(rest);
    if (!plain) {
      const written = anyTag.exec(rest)?.[0];
      if (!written) {
        findings.push({ rule: "tag_malformed", detail: { found: shortened(rest.slice(0, 12)) } });
        continue;
      }
      findings.push({ rule: "tag_attribute", detail: { found: shortened(written) } });
      // Still a tag that opens or closes: its other half is not a lone one.
      const [, closing, name = ""] = /^<(\/?)([a-zA-Z0-9]*)/.exec(written) ?? [];
      if (closing && open.at(-1) === name) open.pop();
      else if (!closing && !written.endsWith("/>")) open.push(name);
      continue;
    }
    const [written, slash, name = "", selfClosing] = plain;
    const parent = open.at(-1) ?? "";
    if (slash && selfClosing) {
      findings.push({ rule: "tag_malformed", detail: { found: written } });
    } else if (slash) {
      if (open.at(-1) !== name) findings.push({ rule: "tag_malformed", detail: { found: written } });
      else open.pop();
      tags.push({ name, kind: "close", parent: open.at(-1) ?? "" });
    } else if (selfClosing) {
      tags.push({ name, kind: "self", parent });
    } else {
      tags.push({ name, kind: "open", parent });
      open.push(name);
    }
  }
  for (const name of open) findings.push({ rule: "tag_malformed", detail: { found: `<${name}>` } });
  for (const [code] of text.matchAll(entity)) findings.push({ rule: "markup_entity", detail: { found: code } });
  // The first of each kind: one message per rule and text is enough to mend it.
  return {
    tags,
    findings: findings.filter((finding, n) => findings.findIndex(({ rule }) => rule === finding.rule) === n),
  };
}

const shortened = (text: string) => (text.length > 60 ? `${text.slice(0, 59)}…` : text);

/** `<policy> </policy>`: the tags as written, each once, in the order they come. */
const tagList = (tags: readonly Tag[]) =>
  [
    ...new Set(
      tags.map(({ name, kind }) => (kind === "close" ? `</${name}>` : kind === "self" ? `<${name}/>` : `<${name}>`)),
    ),
  ].join(" ") || "—";

const signatures = (tags: readonly Tag[]) =>
  tags
    .map(({ name, kind, parent }) => `${parent}>${name}:${kind}`)
    .sort()
    .join("\n");

/**
 * What keeps `text` from carrying the markup of `reference`, the repository's text for the same key (none: a text
 * the repository does not have, which may carry no tag). No finding: the text is safe to render.
 */
export function markupFindings(text: string, reference: string | undefined): MarkupFinding[] {
  const own = readMarkup(text);
  if (own.findings.length > 0) return own.findings;
  const expected = reference === undefined ? [] : readMarkup(reference).tags;
  if (signatures(own.tags) === signatures(expected)) return [];
  if (expected.length === 0) return [{ rule: "tag_not_allowed", detail: { found: tagList(own.tags) } }];
  return [{ rule: "tags_changed", detail: { expected: tagList(expected), found: tagList(own.tags) } }];
}

/**
 * The text to render for a stored `text` whose repository text is `reference`: itself when its markup is safe;
 * otherwise the repository's text, or, for a key the repository lacks, its words without anything tag-like.
 */
export function safeText(text: string, reference: string | undefined): { text: string; replaced: boolean } {
  if (markupFindings(text, reference).length === 0) return { text, replaced: false };
  return { text: reference ?? text.replaceAll(/<[^>]*>?/g, "").replaceAll(entity, ""), replaced: true };
}
