import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nonceContext } from "~/http/nonce";
import { setPublishedTexts } from "~/i18n/resources.server";
import { cachedPage, pageCache, pageCacheKey, scriptHashesOf } from "./page-cache.server";

/** A GET of `address` through the page cache's middleware, answered by `answer`; what it kept, once compressed. */
async function render(address: string, answer: () => Response) {
  const context = new RouterContextProvider();
  context.set(nonceContext, "nonce-1");
  const request = new Request(address);
  await pageCache({ request, context, params: {}, url: new URL(address), pattern: "/" } as never, async () => answer());
  // The kept page is compressed off the main thread, after the answer.
  await vi
    .waitFor(() => expect(cachedPage(pageCacheKey(new URL(address), request.headers))).toBeDefined(), {
      timeout: 500,
    })
    .catch(() => {});
  return cachedPage(pageCacheKey(new URL(address), request.headers));
}

const page = `<html><head><script nonce="nonce-1">a()</script><script type="module" nonce="nonce-1" src="/x.js"></script></head><body>page<script nonce="nonce-1">b()</script><script nonce="nonce-1">a()</script></body></html>`;
const html =
  (headers: Record<string, string> = {}, body = page) =>
  () =>
    new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("pageCache", () => {
  // The cache is off in development, which Vitest is by default.
  beforeAll(() => vi.stubEnv("DEV", false));
  afterAll(() => vi.unstubAllEnvs());

  it("keeps a public page as the same bytes for everyone: no nonce, its inline scripts' hashes, Brotli and gzip", async () => {
    const kept = await render("http://clinic.test/kept", html());
    expect(kept?.html.toString()).toBe(page.replaceAll(' nonce="nonce-1"', ""));
    expect(kept?.scriptHashes).toEqual([sha256("a()"), sha256("b()")]);
    expect(brotliDecompressSync(kept?.br ?? Buffer.alloc(0)).toString()).toBe(kept?.html.toString());
    expect(gunzipSync(kept?.gzip ?? Buffer.alloc(0)).toString()).toBe(kept?.html.toString());
  });

  it("hashes each inline script as the browser does, its text between the tags", () => {
    expect(scriptHashesOf('<script>x</script><script src="/a.js"></script><script type="x">\ny\n</script>')).toEqual([
      sha256("x"),
      sha256("\ny\n"),
    ]);
  });

  it("serves no page kept before the clinic published: it is rendered anew with the new texts", async () => {
    const address = "http://clinic.test/pt";
    expect(await render(address, html())).toBeDefined();
    setPublishedTexts(7, [{ language: "pt", namespace: "home", key: "hero.title", value: "Beleza que dura" }]);
    try {
      expect(cachedPage(pageCacheKey(new URL(address), new Headers()))).toBeUndefined();
    } finally {
      setPublishedTexts(0, []);
    }
  });

  it("never keeps a page that must not be stored (the staff's inbox), nor one that sets a cookie", async () => {
    expect(await render("http://clinic.test/admin", html({ "Cache-Control": "no-store" }))).toBeUndefined();
    expect(await render("http://clinic.test/private", html({ "Cache-Control": "private, max-age=0" }))).toBeUndefined();
    expect(await render("http://clinic.test/admin/login", html({ "Set-Cookie": "a=b" }))).toBeUndefined();
  });
});
