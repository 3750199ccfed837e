import { isRequestStatus, type RequestStatus } from "~/features/contact/request-status";
import { positiveInt } from "~/http/positive-int";

/** The list's search, as its address carries it: `?q=silva&status=new&page=2`. */
export function listQuery(url: URL) {
  const status = url.searchParams.get("status");
  return {
    query: url.searchParams.get("q")?.trim().slice(0, 200) ?? "",
    status: isRequestStatus(status) ? status : undefined,
    page: positiveInt(url.searchParams.get("page"), 1, 100_000),
  };
}

/** An address of the list: `/admin` in the language, with only the search parts that are set. */
export function listHref(base: string, parts: { query?: string; status?: RequestStatus; page?: number }) {
  const params = new URLSearchParams();
  if (parts.query) params.set("q", parts.query);
  if (parts.status) params.set("status", parts.status);
  if (parts.page && parts.page > 1) params.set("page", String(parts.page));
  return params.size ? `${base}?${params}` : base;
}

/** A list's address with one more parameter: what a change just did (`done=erased`, `saved=<id>`). */
export const withParam = (href: string, name: string, value: string) =>
  `${href}${href.includes("?") ? "&" : "?"}${name}=${encodeURIComponent(value)}`;

/**
 * A staff file's address (`/admin/export.csv`, `/admin/audit.csv`: one address for every language) in the staff
 * member's language: `lng`, which the language's resolution reads (i18n/resolve-language.ts); English needs none.
 */
export const inLanguageOf = (href: string, language: string) =>
  language === "en" ? href : withParam(href, "lng", language);
