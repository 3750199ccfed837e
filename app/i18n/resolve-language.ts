import { defaultLanguage, type Language, languageCookie, toLanguage } from "./languages";
import { splitLanguagePath } from "./localized-path";

/** Reads one cookie from a `Cookie` header. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(value.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The best of our languages for an `Accept-Language` header, honouring its q-values. */
export function fromAcceptLanguage(header: string | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag, quality: Number.isFinite(quality) ? quality : 0, order };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  for (const { tag } of ranked) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return undefined;
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
  const cookie = toLanguage(readCookie(headers.get("cookie"), languageCookie.name));
  if (cookie) return { language: cookie, source: "cookie" };
  const header = fromAcceptLanguage(headers.get("accept-language"));
  if (header) return { language: header, source: "header" };
  return { language: defaultLanguage, source: "default" };
}
