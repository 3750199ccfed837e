import { LRUCache } from "lru-cache";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { nonceContext } from "~/http/nonce";
import { resolveLanguage } from "~/i18n/resolve-language";
import { textsVersion } from "~/i18n/resources.server";
import { requestColorMode } from "./cookies";

/**
 * Rendered pages, kept in memory: a page's HTML depends only on its address, its language (and how it
 * was chosen) and the colour mode, so it is rendered once per combination and sent again from here.
 * What must differ on every response is put back fresh each time: the CSP nonce, and the values a
 * loader declares with `freshPerResponse` (the contact form's idempotency key).
 * See docs/decisions/008-page-cache-and-compression.md.
 */
interface CachedPage {
  html: string;
  headers: Array<[string, string]>;
  nonce: string;
  fresh: Array<{ value: string; make: () => string }>;
}

const pages = new LRUCache<string, CachedPage>({
  max: 1000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length || 1,
});

/** Values a loader generates anew for every response, so that the page cache replaces them on each. */
const freshValuesContext = createContext<Array<{ value: string; make: () => string }> | null>(null);

/** A value that must be new in every response (even one served from the page cache). */
export function freshPerResponse(context: Readonly<RouterContextProvider>, make: () => string): string {
  const value = make();
  context.get(freshValuesContext)?.push({ value, make });
  return value;
}

/**
 * What a page's HTML depends on: its address, its language (and how it was chosen), the colour mode, and the version
 * of the published content: after a publish, pages are rendered anew, and the old ones leave the cache as it fills.
 */
export function pageCacheKey(url: URL, headers: Pick<Headers, "get">): string {
  const { language, source } = resolveLanguage(url, headers);
  const mode = requestColorMode(headers);
  return `${url.pathname}${url.search} ${language} ${source} ${mode} v${textsVersion()}`;
}

/** A kept page, made fresh for this response (its nonce, its per-response values), if there is one. */
export function cachedPage(key: string, nonce: string): { html: string; headers: Array<[string, string]> } | undefined {
  const page = pages.get(key);
  if (!page) return undefined;
  let html = page.nonce ? page.html.replaceAll(page.nonce, nonce) : page.html;
  for (const { value, make } of page.fresh) html = html.replaceAll(value, make());
  return { html, headers: page.headers };
}

/**
 * Root middleware that fills the cache: a page that rendered with success is kept. Kept pages are
 * answered before React Router (`cachedPage` in server/app.ts). Not in development, where the code
 * changes.
 */
export const pageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const url = new URL(request.url);
  // A preview of the staff's drafts (`?preview=drafts`) is never kept, nor what its address gave anyone else.
  if (request.method !== "GET" || import.meta.env.DEV || url.searchParams.has("preview")) return next();
  const key = pageCacheKey(url, request.headers);
  const nonce = context.get(nonceContext);
  const fresh: CachedPage["fresh"] = [];
  context.set(freshValuesContext, fresh);
  const response = await next();
  const isPage = response.status === 200 && response.headers.get("content-type")?.startsWith("text/html");
  // A page that says it must not be kept (the staff's, with patients' data) never is.
  const private_ = /no-store|private/.test(response.headers.get("cache-control") ?? "");
  if (!isPage || private_ || response.headers.has("set-cookie")) return response;
  const page: CachedPage = { html: await response.text(), headers: [...response.headers], nonce, fresh };
  pages.set(key, page);
  return new Response(page.html, { status: 200, headers: page.headers });
};
