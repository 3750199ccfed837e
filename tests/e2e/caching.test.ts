import { createHash } from "node:crypto";
import { get, type IncomingHttpHeaders } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Pages are rendered once per address, language and colour mode and then sent from memory, the same bytes to every
 * visitor (app/http/page-cache.server.ts, docs/decisions/025-shared-page-bytes.md). Files and pages are sent with
 * Brotli when the browser takes it, else gzip.
 */
const page = async (request: APIRequestContext, path: string, headers: Record<string, string> = {}) => {
  const response = await request.get(path, { headers });
  const html = await response.text();
  return { response, html, policy: response.headers()["content-security-policy"] ?? "" };
};

/** The bytes as they travel, not decompressed (Playwright's and fetch's clients decompress). */
function rawGet(baseURL: string | undefined, path: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = get(new URL(path, baseURL), { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

test("a kept page is the same bytes for every visitor, compressed once, its inline scripts allowed by their hashes", async ({
  request,
  baseURL,
}) => {
  // The first answer renders the page (with a nonce); the page is kept once compressed, off the main thread.
  const first = await page(request, "/?cache=shared");
  expect(first.policy).toMatch(/'nonce-[\w+/]{22}=='/);
  await expect.poll(async () => (await page(request, "/?cache=shared")).policy).not.toContain("'nonce-");

  const headers = { "accept-encoding": "gzip, deflate, br" };
  const [one, two] = [
    await rawGet(baseURL, "/?cache=shared", headers),
    await rawGet(baseURL, "/?cache=shared", headers),
  ];
  expect(one.headers["content-encoding"]).toBe("br");
  expect(one.body.equals(two.body)).toBe(true);
  expect(one.headers["content-security-policy"]).toBe(two.headers["content-security-policy"]);
  expect(Number(one.headers["content-length"])).toBe(one.body.length);
  const html = brotliDecompressSync(one.body).toString();
  const gzipped = await rawGet(baseURL, "/?cache=shared", { "accept-encoding": "gzip" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gunzipSync(gzipped.body).toString()).toBe(html);
  expect((await rawGet(baseURL, "/?cache=shared", { "accept-encoding": "identity" })).body.toString()).toBe(html);

  // No nonce anywhere; every inline script allowed by its hash, and nothing else inline.
  const policy = String(one.headers["content-security-policy"]);
  // (The links' empty `nonce=""` is React's, on elements a policy does not check.)
  expect(html).not.toMatch(/\snonce="[^"]/);
  const inline = [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? "");
  expect(inline.length).toBeGreaterThan(2);
  const allowed = policy.match(/'sha256-[^']+'/g) ?? [];
  expect(new Set(allowed)).toEqual(new Set(inline.map(sha256)));
  // The contact form's key is made in the browser when the form is sent, not in the shared HTML.
  expect(html).toContain('name="idempotencyKey" value=""');
});

test("a page served from the cache runs its scripts, and the contact form gets a key of its own when sent", async ({
  page: tab,
  request,
}) => {
  await request.get("/?cache=browser");
  await expect.poll(async () => (await page(request, "/?cache=browser")).policy).not.toContain("'nonce-");
  // The fixture fails the test on any console error: a script the policy refused would be one.
  await tab.goto("/?cache=browser");
  // The fixture waits for the app to run (the root marks <html> "fade-ready").
  await tab.locator("html.fade-ready").waitFor({ state: "attached" });
  const keys = await tab.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form input[name="idempotencyKey"]')?.form;
    const key = () => (form?.elements.namedItem("idempotencyKey") as HTMLInputElement | null)?.value ?? "";
    const before = key();
    // Empty, it is refused by the form's checks before it leaves; the key is made at the first sending.
    form?.addEventListener("submit", (event: Event) => event.preventDefault());
    form?.requestSubmit();
    const made = key();
    form?.requestSubmit();
    return { before, made, again: key() };
  });
  expect(keys.before).toBe("");
  expect(keys.made).toMatch(/^[0-9a-f]{32}$/);
  expect(keys.again).toBe(keys.made);
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
