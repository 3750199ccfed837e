import { parseCookie } from "cookie";
import Negotiator from "negotiator";
import { defaultLanguage, type Language, languageCookie, languages, toLanguage } from "./languages";
import { splitLanguagePath } from "./localized-path";

/**
 * The best of our languages for an `Accept-Language` header, honouring its q-values (the `negotiator` library, as
 * Express reads it): `pt-BR` is Portuguese, `*` and languages we do not have give nothing.
 */
export function fromAcceptLanguage(header: string | null): Language | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { "accept-language": header } }).languages([...languages]);
  return header.trim() === "*" ? undefined : toLanguage(best);
}

export type LanguageSource = "prefix" | "query" | "cookie" | "header" | "default";

/**
 * The language of a page request, in the order docs/product.md#languages fixes: URL prefix, `?lng=`, the
 * `i18next` cookie, `Accept-Language`, then English.
 */
export function resolveLanguage(
  url: URL,
  headers: Pick<Headers, "get">,
): { language: Language; source: LanguageSource } {
  const { prefix } = splitLanguagePath(url.pathname);
  if (prefix) return { language: prefix, source: "prefix" };
  // A language code as the only segment is that language's home: `/en` too, though English pages have no prefix
  // (`/en/…` is redirected by the server, a bare `/en` is the English home, its canonical `/`).
  if (url.pathname === `/${defaultLanguage}`) return { language: defaultLanguage, source: "prefix" };
  const query = toLanguage(url.searchParams.get("lng"));
  if (query) return { language: query, source: "query" };
  const cookie = toLanguage(parseCookie(headers.get("cookie") ?? "")[languageCookie.name]);
  if (cookie) return { language: cookie, source: "cookie" };
  const header = fromAcceptLanguage(headers.get("accept-language"));
  if (header) return { language: header, source: "header" };
  return { language: defaultLanguage, source: "default" };
}
