import type { StoredRequest } from "./contact-store.server";

const csvColumns: Array<[string, (r: StoredRequest) => string | null]> = [
  ["id", (r) => r.id],
  ["created_at", (r) => r.createdAt],
  ["language", (r) => r.language],
  ["name", (r) => r.name],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["country", (r) => r.country],
  ["clinic", (r) => r.clinic],
  ["terms_version", (r) => r.termsVersion],
  ["policy_version", (r) => r.policyVersion],
  ["forwarded_at", (r) => r.forwardedAt],
  ["forwarding", (r) => r.forwarding],
  ["status", (r) => r.status],
  ["status_changed_at", (r) => r.statusChangedAt],
];

/**
 * What a spreadsheet may skip or fold before it reads a cell's first character: invisible characters (format
 * characters, Unicode's Cf: zero-width spaces and joiners, the word joiner, the byte-order mark, bidi marks,
 * embeddings and isolates, the soft hyphen; and the other default-ignorable ones, such as the Hangul fillers),
 * controls and white space.
 */
const invisibleStart = /^[\p{Cf}\p{Cc}\p{White_Space}\p{Default_Ignorable_Code_Point}]+/u;

/**
 * Whether a spreadsheet could read the text as a formula (OWASP's CSV injection): its first visible character,
 * once compatibility forms are folded (NFKC: a fullwidth `＝` is `=`), is `=`, `+`, `-` or `@`, or it starts with
 * a tab or a carriage return.
 */
const formulaLike = (text: string) =>
  /^[\t\r]/.test(text) || /^[=+\-@]/.test(text.normalize("NFKC").replace(invisibleStart, ""));

/** One CSV cell: quoted, and never read as a formula by a spreadsheet (a `'` before such a text). */
export function csvCell(value: string | null): string {
  const text = value ?? "";
  const safe = formulaLike(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/**
 * Contact requests as CSV (RFC 4180 line ends), one row per request. The values go out as the patient typed them,
 * bidi controls (U+202E) included: this is the clinic's copy of their data, a spreadsheet lays each cell out on its
 * own (a control cannot reach the next cell), and an isolate added here would be data they never typed.
 */
export function toCsv(requests: StoredRequest[]): string {
  const lines = [csvColumns.map(([name]) => name).join(",")];
  for (const request of requests) lines.push(csvColumns.map(([, read]) => csvCell(read(request))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
