import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { LRUCache } from "lru-cache";
import type { MiddlewareFunction } from "react-router";
import { nonceContext } from "~/http/nonce";
import { resolveLanguage } from "~/i18n/resolve-language";
import { textsVersion } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { requestColorMode } from "./cookies";

/**
 * Rendered pages, kept in memory: a page's HTML depends only on its address, its language (and how it was chosen), the
 * colour mode and the version of the published content, so it is rendered once per combination and sent again from
 * here, the same bytes to every visitor (docs/decisions/025-shared-page-bytes.md): its inline scripts allowed by their
 * hashes instead of a nonce, compressed once with Brotli at its best and with gzip when kept, and sent as they are.
 * See docs/decisions/008-page-cache-and-compression.md.
 */
export interface CachedPage {
  /** The page, without the nonce it was rendered with. */
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  headers: Array<[string, string]>;
  /** The CSP sources of its inline scripts: `'sha256-…'`, one per distinct script. */
  scriptHashes: string[];
}

const pages = new LRUCache<string, CachedPage>({
  max: 1000,
  maxSize: 64 * 1024 * 1024,
  sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length || 1,
});

/** The keys of the pages being compressed to be kept. */
const compressing = new Set<string>();

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The inline scripts of a page (no `src`), their text as the browser hashes it. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

/** `'sha256-…'` of each distinct inline script: what the page's CSP allows instead of a nonce. */
export const scriptHashesOf = (html: string) => [
  ...new Set(inlineScripts(html).map((text) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`)),
];

/** A page made ready to be sent as it is: its nonce taken out, its scripts' hashes, its two compressed forms. */
export async function sharedPage(html: string, nonce: string, headers: Array<[string, string]>): Promise<CachedPage> {
  const shared = nonce ? html.replaceAll(` nonce="${nonce}"`, "") : html;
  const bytes = Buffer.from(shared);
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipped(bytes, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  return { html: bytes, br, gzip: gz, headers, scriptHashes: scriptHashesOf(shared) };
}

/**
 * What a page's HTML depends on: its address, its language (and how it was chosen), the colour mode, and the version
 * of the published content: after a publish, pages are rendered anew, and the old ones leave the cache as it fills.
 */
export function pageCacheKey(url: URL, headers: Pick<Headers, "get">): string {
  const { language, source } = resolveLanguage(url, headers);
  const mode = requestColorMode(headers);
  // The day too: a location's closure shows from 14 days before it (root.tsx), so a page is kept for one day at most.
  const day = new Date().toISOString().slice(0, 10);
  return `${url.pathname}${url.search} ${language} ${source} ${mode} v${textsVersion()} ${day}`;
}

/** A kept page, the same for every visitor of its key, if there is one. */
export const cachedPage = (key: string): CachedPage | undefined => pages.get(key);

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
  const response = await next();
  const isPage = response.status === 200 && response.headers.get("content-type")?.startsWith("text/html");
  // A page that says it must not be kept (the staff's, with patients' data) never is.
  const private_ = /no-store|private/.test(response.headers.get("cache-control") ?? "");
  if (!isPage || private_ || response.headers.has("set-cookie")) return response;
  const html = await response.text();
  const headers = [...response.headers];
  // Compressed off the main thread, after this answer: it keeps the nonce its policy names; the next are the kept page.
  // Once per key: the answers rendered meanwhile (a burst of visitors) do not compress the same page again.
  if (!compressing.has(key)) {
    compressing.add(key);
    sharedPage(html, nonce, headers)
      .then(
        (page) => pages.set(key, page),
        (error: unknown) => log.warn("a page could not be kept", { error: String(error) }),
      )
      .finally(() => compressing.delete(key));
  }
  return new Response(html, { status: 200, headers });
};
