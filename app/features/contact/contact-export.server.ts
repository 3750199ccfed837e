import type { StoredRequest } from "./contact-store.server";

const csvColumns: Array<[string, (r: StoredRequest) => string | null]> = [
  ["id", (r) => r.id],
  ["created_at", (r) => r.createdAt],
  ["language", (r) => r.language],
  ["name", (r) => r.name],
  ["email", (r) => r.email],
  ["phone", (r) => r.phone],
  ["country", (r) => r.country],
  ["terms_version", (r) => r.termsVersion],
  ["policy_version", (r) => r.policyVersion],
  ["forwarded_at", (r) => r.forwardedAt],
  ["forwarding", (r) => r.forwarding],
  ["status", (r) => r.status],
  ["status_changed_at", (r) => r.statusChangedAt],
];

/** One CSV cell: quoted, and never read as a formula by a spreadsheet. */
function cell(value: string | null): string {
  const text = value ?? "";
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Contact requests as CSV (RFC 4180 line ends), one row per request. */
export function toCsv(requests: StoredRequest[]): string {
  const lines = [csvColumns.map(([name]) => name).join(",")];
  for (const request of requests) lines.push(csvColumns.map(([, read]) => cell(read(request))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
