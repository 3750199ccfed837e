import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { nonceContext } from "~/http/nonce";
import { setPublishedTexts } from "~/i18n/resources.server";
import { cachedPage, pageCache, pageCacheKey } from "./page-cache.server";

/** A GET of `address` through the page cache's middleware, answered by `answer`. */
async function render(address: string, answer: () => Response) {
  const context = new RouterContextProvider();
  context.set(nonceContext, "nonce-1");
  const request = new Request(address);
  await pageCache({ request, context, params: {}, url: new URL(address), pattern: "/" } as never, async () => answer());
  return cachedPage(pageCacheKey(new URL(address), request.headers), "nonce-2");
}

const html =
  (headers: Record<string, string> = {}) =>
  () =>
    new Response("<html>page</html>", { headers: { "Content-Type": "text/html; charset=utf-8", ...headers } });

describe("pageCache", () => {
  // The cache is off in development, which Vitest is by default.
  beforeAll(() => vi.stubEnv("DEV", false));
  afterAll(() => vi.unstubAllEnvs());

  it("keeps a public page, and serves it again", async () => {
    expect((await render("http://clinic.test/kept", html()))?.html).toBe("<html>page</html>");
  });

  it("serves no page kept before the clinic published: it is rendered anew with the new texts", async () => {
    const address = "http://clinic.test/pt";
    expect(await render(address, html())).toBeDefined();
    setPublishedTexts(7, [{ language: "pt", namespace: "home", key: "hero.title", value: "Beleza que dura" }]);
    try {
      expect(cachedPage(pageCacheKey(new URL(address), new Headers()), "nonce-3")).toBeUndefined();
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
