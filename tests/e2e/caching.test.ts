import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Pages are rendered once per address, language and colour mode and then sent from memory
 * (app/http/page-cache.server.ts); what must differ per response still does. Files and pages are
 * sent with Brotli when the browser takes it, else gzip.
 */
const page = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers });
  const html = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
  const key = /name="idempotencyKey" value="([^"]+)"/.exec(html)?.[1];
  return { response, html, nonce, key };
};

test("every answer of a page has its own nonce, matching its CSP, and its own idempotency key", async ({ request }) => {
  const first = await page(request, "/?cache=nonce");
  const second = await page(request, "/?cache=nonce");
  for (const { html, nonce } of [first, second]) {
    expect(nonce).toMatch(/^[\w+/]{22}==$/);
    const scripts = [...html.matchAll(/<script nonce="([^"]*)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([nonce]));
  }
  expect(second.nonce).not.toBe(first.nonce);
  expect(second.html).not.toContain(first.nonce);
  // A double click posts one key twice; two visitors must never share one.
  expect(first.key).toMatch(/^[\da-f-]{36}$/);
  expect(second.key).not.toBe(first.key);
  expect(second.html).not.toContain(first.key);
});

test("each visitor still gets their own colour mode and language", async ({ request }) => {
  const dark = await page(request, "/our-story?cache=visitor");
  expect(dark.html).toContain('data-theme="dark"');
  const light = await page(request, "/our-story?cache=visitor", { cookie: "color-mode=light" });
  expect(light.html).toContain('data-theme="light"');
  const portuguese = await page(request, "/our-story?cache=visitor", { "accept-language": "pt-BR,pt;q=0.9" });
  expect(portuguese.html).toContain('<html lang="pt"');
  expect(portuguese.html).toContain('data-theme="dark"');
  expect((await page(request, "/our-story?cache=visitor")).html).toContain('<html lang="en"');
});

test("pages and files are sent with Brotli, else gzip, and say so in Vary", async ({ request }) => {
  const html = await request.get("/pt/about-us", { headers: { "accept-encoding": "gzip, deflate, br" } });
  expect(html.headers()["content-encoding"]).toBe("br");
  expect(html.headers().vary).toMatch(/Cookie, Accept-Language, Accept-Encoding/);
  expect(await html.text()).toContain('<html lang="pt"');

  // The libraries' chunk: large enough to be kept compressed (tiny files are sent as they are).
  const asset = /"(\/assets\/framework-[^"]+\.js)"/.exec(await (await request.get("/")).text())?.[1] ?? "";
  expect(asset).not.toBe("");
  const brotli = await request.get(asset, { headers: { "accept-encoding": "gzip, br" } });
  expect(brotli.headers()["content-encoding"]).toBe("br");
  expect(brotli.headers().vary).toContain("Accept-Encoding");
  expect(brotli.headers()["cache-control"]).toContain("immutable");
  const gzip = await request.get(asset, { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  const plain = await request.get(asset, { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
  // The three are the same script.
  expect(await brotli.text()).toBe(await plain.text());
  expect(await gzip.text()).toBe(await plain.text());
});
