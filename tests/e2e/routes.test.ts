import { expect, languages, prefix, test } from "./fixtures";

/** What a visitor (or a search engine) gets for each address, checked over HTTP. */
const pages = ["/", "/our-story", "/service/trichotest", "/privacy-policy", "/about-us", "/welcome"];

test.describe("every page in every language", () => {
  for (const language of languages) {
    for (const page of pages) {
      const path = `${prefix(language)}${page === "/" ? "" : page}` || "/";
      test(`${path} answers 200 in ${language}`, async ({ request }) => {
        const response = await request.get(path, { headers: { "accept-language": "en" } });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${language}"`);
        expect(html, path).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+[^"]*"/);
        for (const other of languages) expect(html, path).toContain(`hrefLang="${other}"`);
      });
    }
  }

  test("a single unknown segment is the home page with a canonical link to the language's home", async ({
    request,
  }) => {
    const html = await (await request.get("/pt/bem-vindo")).text();
    expect(html).toContain('<html lang="pt"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/pt"\/>/);
    expect(html).toContain('id="features"');
  });
});

test.describe("errors", () => {
  for (const path of ["/no/such/page", "/pt/no/such/page", "/service/unknown-treatment", "/it/service/nope"]) {
    test(`${path} is a real 404 with the error screen`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain("Unexpected Application Error!");
      expect(html).toContain("404 Not Found");
      expect(html).toContain('name="robots" content="noindex"');
    });
  }

  test("a malformed percent-encoded path gets a 400, not a crash", async ({ request }) => {
    const response = await request.get("/%E0%A4%A");
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Unexpected Application Error!");
    // The server is still there.
    expect((await request.get("/")).status()).toBe(200);
  });

  test("TRACE and other unused methods get 405", async ({ request }) => {
    const response = await request.fetch("/", { method: "TRACE" });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe("GET, HEAD, POST");
  });

  test("/en is the English home, whoever asks; its canonical address is /", async ({ request }) => {
    const response = await request.get("/en", { headers: { cookie: "i18next=pt", "accept-language": "es" } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html[^>]* lang="en"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/"/);
  });

  test("/en/… redirects to the unprefixed English page", async ({ request }) => {
    const response = await request.get("/en/about-us?x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about-us?x=1");
  });
});

/**
 * Scripts of our origin, and inline ones by this answer's nonce or, in a page sent from the page cache (the same bytes
 * for everyone: docs/decisions/025-shared-page-bytes.md), by their hashes; never `'unsafe-inline'`.
 */
const scriptSources = /script-src 'self'( 'nonce-[A-Za-z0-9+/]+=*'| 'sha256-[A-Za-z0-9+/]+=*')+(;|$)/;

test.describe("headers", () => {
  test("pages carry a content security policy by nonce or hashes and vary by language inputs", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toMatch(scriptSources);
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers.vary).toContain("Accept-Language");
    expect(headers["x-powered-by"]).toBeUndefined();
  });

  test("hashed assets are cached for a year, compressed", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string, { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["content-encoding"]).toMatch(/gzip|br/);
  });

  test("static files carry the headers that protect a file, not the pages' whole set", async ({ request }) => {
    const page = (await request.get("/pt")).headers();
    const home = await (await request.get("/")).text();
    const font = /\/assets\/[^"]+\.woff2/.exec(home)?.[0];
    const script = /\/assets\/framework-[^"]+\.js/.exec(home)?.[0];
    const style = /\/assets\/[^"]+\.css/.exec(home)?.[0];
    expect([font, script, style]).not.toContain(undefined);
    for (const path of ["/favicon.svg", font, script, style, "/icon-192.png"]) {
      const headers = (await request.get(path ?? "/missing-file")).headers();
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(headers["strict-transport-security"]).toBe(page["strict-transport-security"]);
      expect(headers["x-frame-options"]).toBeUndefined();
      expect(headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(headers["permissions-policy"]).toBeUndefined();
      // A policy acts on documents only: an SVG opened on its own may run nothing; a script, style, font
      // or PNG is never a document, and every byte of a start-up script's answer counts.
      if (path?.endsWith(".svg")) expect(headers["content-security-policy"]).toContain("default-src 'none'");
      else expect(headers["content-security-policy"], path).toBeUndefined();
    }
    // Pages keep their own full set.
    expect(page["content-security-policy"]).toMatch(scriptSources);
    expect(page["cross-origin-opener-policy"]).toBe("same-origin");
    expect(page["permissions-policy"]).toContain("camera=()");
    // `frame-ancestors 'none'` forbids framing; X-Frame-Options' SAMEORIGIN would have contradicted it.
    expect(page["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(page["x-frame-options"]).toBeUndefined();
  });

  test("every answer that is not a static file carries the pages' whole set of security headers", async ({
    request,
  }) => {
    const answers = [
      await request.get("/"),
      await request.get("/pt/service/nao-existe"),
      await request.get("/en/about-us", { maxRedirects: 0 }),
      await request.get("/health"),
      await request.get("/robots.txt"),
      await request.get("/sitemap.xml"),
      await request.get("/api/web-vitals"),
      await request.get("/admin/contact-requests"),
      await request.get("/assets/no-such-file.js"),
    ];
    expect(answers.map((answer) => answer.status())).toEqual([200, 404, 301, 200, 200, 200, 405, 401, 404]);
    for (const answer of answers) {
      const headers = answer.headers();
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, answer.url()).toMatch(scriptSources);
      expect(csp.split(";").find((directive) => directive.startsWith("script-src"))).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers["strict-transport-security"]).toMatch(/^max-age=31536000; includeSubDomains$/);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      for (const feature of ["camera", "microphone", "geolocation", "payment", "usb", "browsing-topics"]) {
        expect(headers["permissions-policy"]).toContain(`${feature}=()`);
      }
      expect(headers["x-frame-options"]).toBeUndefined();
      expect(headers["x-request-id"]).toMatch(/^[\w-]{8,64}$/);
    }
  });

  test("robots.txt and the sitemap list every language", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap: http://localhost");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of ["/pt/about-us", "/es/service/prp", "/fr/privacy-policy", "/it/our-story"]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
  });
});
