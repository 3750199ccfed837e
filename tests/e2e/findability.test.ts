import type { APIRequestContext } from "@playwright/test";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { splitLanguagePath } from "~/i18n/localized-path";
import { baseURL } from "../../playwright.config";
import { expect, languages, prefix, test, texts } from "./fixtures";

/**
 * The site as a search engine reads it, without running its scripts: every page reachable by plain
 * links from the home page, structured data on the pages that describe the clinic, its physician and
 * its treatments, distinct titles and short descriptions, one address per page.
 */

const siteUrl = baseURL.replace("127.0.0.1", "localhost");

/** The sitemap's addresses, as paths (`/pt/service/prp`). */
async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** The JSON-LD blocks of a page's HTML, parsed. */
// biome-ignore lint/suspicious/noExplicitAny: structured data is free-form JSON
async function structuredData(request: APIRequestContext, path: string): Promise<any[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );
}

// biome-ignore lint/suspicious/noExplicitAny: structured data is free-form JSON
const nodes = (blocks: any[]) => blocks.flatMap((block) => block["@graph"] ?? [block]);
const typed = (node: { "@type": string | string[] }, type: string) => [node["@type"]].flat().includes(type);

/** Text of an HTML attribute or element, as a reader (or a search result) shows it. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, code) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&#(\d+);/g, (_, code) => String.fromCodePoint(Number(code)))
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");

const head = (html: string) => ({
  title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
  description: decodeEntities(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? ""),
});

/** The keys whose names were medicines' brands, and the slugs of their pages now (app/config/treatments.ts). */
const botulinumToxinSlugs = {
  alluzience: "botulinum-toxin-frown-lines",
  refyldess: "botulinum-toxin-upper-face-lines",
};

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test("every page of the sitemap is a plain link from the home page's HTML", async ({ request }) => {
      const html = await (await request.get(prefix(language) || "/")).text();
      const links = new Set([...html.matchAll(/<a [^>]*href="([^"#?]*)/g)].map((match) => match[1]));
      const own = (await sitemapPaths(request)).filter((path) => (splitLanguagePath(path).prefix ?? "en") === language);
      expect(own.length).toBe(29);
      expect(own.filter((path) => !links.has(path))).toEqual([]);
    });

    test("the home page describes the clinic, its three locations and the website", async ({ request }) => {
      const all = nodes(await structuredData(request, prefix(language) || "/"));
      const clinic = all.find((node) => typed(node, "MedicalClinic") && !node.parentOrganization);
      expect(clinic).toMatchObject({
        "@id": `${siteUrl}/#clinic`,
        name: "Aurea Clinic",
        email: "contato@aurea-clinic.com",
        telephone: expect.stringMatching(/^\+\d{8,15}$/),
        sameAs: ["https://www.instagram.com/aurea.clinic/"],
        url: `${siteUrl}${prefix(language) || "/"}`,
      });
      expect(clinic.description).toBe(texts(language, "home").meta.description);
      expect(clinic.department).toHaveLength(3);
      for (const location of clinic.department) {
        expect(location).toMatchObject({
          "@type": "MedicalClinic",
          telephone: expect.stringMatching(/^\+\d{8,15}$/),
          address: {
            "@type": "PostalAddress",
            streetAddress: expect.any(String),
            addressLocality: expect.any(String),
            postalCode: expect.any(String),
            addressCountry: expect.stringMatching(/^(BR|ES|PT)$/),
          },
          openingHoursSpecification: [
            {
              "@type": "OpeningHoursSpecification",
              dayOfWeek: expect.arrayContaining(["Monday", "Sunday"]),
              opens: expect.stringMatching(/^\d\d:\d\d$/),
              closes: expect.stringMatching(/^\d\d:\d\d$/),
            },
          ],
        });
      }
      expect(all.filter((node) => typed(node, "WebSite"))).toHaveLength(1);
    });

    test("the about page describes the physician; a treatment's page its procedure and breadcrumb", async ({
      request,
    }) => {
      const about = nodes(await structuredData(request, `${prefix(language)}/about-us`));
      expect(about).toHaveLength(1);
      expect(about[0]).toMatchObject({
        "@type": expect.arrayContaining(["Physician"]),
        name: expect.stringContaining("Helena Duarte"),
        worksFor: { "@id": `${siteUrl}/#clinic` },
        alumniOf: { name: "Universidade de São Paulo (USP)" },
      });
      expect(about[0].identifier).toHaveLength(3);

      const treatment = nodes(await structuredData(request, `${prefix(language)}/service/trichotest`));
      const procedure = treatment.find((node) => typed(node, "DiagnosticProcedure"));
      expect(procedure).toMatchObject({
        name: texts(language, "treatments").trichotest.title,
        description: texts(language, "treatments").trichotest.summary,
        url: `${siteUrl}${prefix(language)}/service/trichotest`,
      });
      const transplant = nodes(await structuredData(request, `${prefix(language)}/service/beard_transplant`));
      expect(transplant.some((node) => typed(node, "SurgicalProcedure"))).toBe(true);

      const breadcrumb = treatment.find((node) => typed(node, "BreadcrumbList"));
      expect(breadcrumb.itemListElement.map((item: { position: number }) => item.position)).toEqual([1, 2, 3]);
      expect(breadcrumb.itemListElement.at(-1).item).toBe(`${siteUrl}${prefix(language)}/service/trichotest`);
      expect(breadcrumb.itemListElement[0].item).toBe(`${siteUrl}${prefix(language) || "/"}`);
      // The website is described once, on the home page only.
      expect([...about, ...treatment].some((node) => typed(node, "WebSite"))).toBe(false);
    });

    test("the old addresses of the two botulinum toxin pages answer 301 to their slugs, GET and HEAD", async ({
      request,
    }) => {
      for (const [key, slug] of Object.entries(botulinumToxinSlugs)) {
        for (const method of ["GET", "HEAD"]) {
          const response = await request.fetch(`${prefix(language)}/service/${key}?utm_source=x&b=1`, {
            method,
            maxRedirects: 0,
          });
          expect(response.status(), `${method} ${key}`).toBe(301);
          expect(response.headers().location).toBe(`${prefix(language)}/service/${slug}?utm_source=x&b=1`);
        }
        // Asked again (the page cache keeps only pages), and followed: the page, at its new address.
        const followed = await request.get(`${prefix(language)}/service/${key}`);
        expect(followed.status()).toBe(200);
        expect(new URL(followed.url()).pathname).toBe(`${prefix(language)}/service/${slug}`);
      }
    });

    test("the home page and the two botulinum toxin pages name no prescription-only brand in their HTML", async ({
      request,
    }) => {
      for (const path of [
        prefix(language) || "/",
        ...Object.values(botulinumToxinSlugs).map((slug) => `${prefix(language)}/service/${slug}`),
      ]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        // The whole document: title, meta and social cards, JSON-LD, alt texts, links, the data the page hydrates with.
        expect(prescriptionBrandsIn(html), path).toEqual([]);
        expect(prescriptionBrandsIn(decodeEntities(html)), path).toEqual([]);
        expect(head(html).title, path).toBeTruthy();
        expect(html, path).toContain('<script type="application/ld+json">');
      }
    });

    test("the footer and the contact section call the clinic with tel: links", async ({ request }) => {
      const html = await (await request.get(prefix(language) || "/")).text();
      const footer = html.slice(html.indexOf("<footer"));
      const contact = html.slice(html.indexOf('id="contactus"'), html.indexOf("<footer"));
      for (const part of [footer, contact]) {
        expect([...part.matchAll(/href="tel:\+\d{8,15}"/g)].length).toBeGreaterThanOrEqual(3);
      }
    });

    test("every page has its own title and a description of at most 160 characters", async ({ request }) => {
      const own = (await sitemapPaths(request)).filter((path) => (splitLanguagePath(path).prefix ?? "en") === language);
      const heads = await Promise.all(
        own.map(async (path) => ({ path, ...head(await (await request.get(path)).text()) })),
      );
      const titles = heads.map((page) => page.title);
      expect(new Set(titles).size, titles.join("\n")).toBe(heads.length);
      for (const page of heads) {
        expect(page.description.length, `${page.path}: ${page.description}`).toBeGreaterThan(50);
        expect(page.description.length, `${page.path}: ${page.description}`).toBeLessThanOrEqual(160);
        expect(page.title, page.path).toMatch(/ \| Aurea Clinic$|^Aurea Clinic/);
      }
      // A treatment's title says what it is, not only its name.
      const trichotest = heads.find((page) => page.path.endsWith("/service/trichotest"));
      expect(trichotest?.title).toBe(`${texts(language, "treatments").trichotest.page_title} | Aurea Clinic`);
      expect(trichotest?.title.length).toBeGreaterThan("Trichotest | Aurea Clinic".length);
    });
  });
}

test("a description passed in the address is not indexed, has no alternates, and its cards say nothing of it", async ({
  request,
}) => {
  const encoded = Buffer.from(JSON.stringify({ title: "Cheap pills", description: "Visit spam.example" })).toString(
    "base64url",
  );
  const html = await (await request.get(`/pt/service/${encoded}`)).text();
  expect(html).toContain('<meta name="robots" content="noindex"');
  expect(html).not.toContain('rel="canonical"');
  expect(html).not.toContain("hreflang");
  const cards = [...html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^>]*>/g)]
    .map((match) => match[0])
    .join("\n");
  expect(cards).toContain('content="Aurea Clinic"');
  expect(cards).not.toMatch(/Cheap pills|spam\.example/);
  expect(head(html).description).not.toMatch(/Cheap pills|spam\.example/);
  expect(await structuredData(request, `/pt/service/${encoded}`)).toEqual([]);
});

test.describe("one address per page", () => {
  for (const [from, to] of [
    ["/about-us/", "/about-us"],
    ["/pt/", "/pt"],
    ["/es/service/prp//?utm_source=x", "/es/service/prp?utm_source=x"],
    ["/en/our-story/", "/our-story"],
    ["/en//other.example/", "/other.example"],
  ]) {
    test(`${from} redirects to ${to}`, async ({ request }) => {
      const response = await request.get(from as string, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("a form posted to an address with a trailing slash is still received, not redirected", async ({ request }) => {
    const response = await request.post("/pt/", { form: { name: "" }, maxRedirects: 0 });
    expect(response.status()).not.toBe(301);
    expect(response.status()).toBeLessThan(500);
  });
});

test("the sitemap names no prescription-only brand, and lists the botulinum toxin pages at their slugs", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(prescriptionBrandsIn(xml)).toEqual([]);
  for (const language of languages) {
    for (const slug of Object.values(botulinumToxinSlugs))
      expect(xml).toContain(`${prefix(language)}/service/${slug}</loc>`);
  }
});

test("the service dialog shows no prescription-only brand and links the botulinum toxin pages by slug", async ({
  page,
}) => {
  // The home page, its dialog and the treatments' texts loaded on demand: 15 s on two busy cores, like the home tests.
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));
  await page.goto("/pt");
  const home = texts("pt", "home");
  const treatments = texts("pt", "treatments");
  await page.getByRole("button", { name: home.services.cards.aesthetic_medicine.title }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText(treatments.alluzience.title, { exact: true }).click();
  const link = dialog.getByRole("link", {
    name: home.services.learn_more.replace("{{title}}", treatments.alluzience.title),
  });
  await expect(link).toHaveAttribute("href", "/pt/service/botulinum-toxin-frown-lines");
  expect(prescriptionBrandsIn(await dialog.innerHTML())).toEqual([]);
  await link.click();
  await expect(page).toHaveURL(/\/pt\/service\/botulinum-toxin-frown-lines$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatments.alluzience.title);
  expect(prescriptionBrandsIn(await page.content())).toEqual([]);
});

test("the sitemap gives every page its date and an x-default alternate", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map((match) => match[1] ?? "");
  // 29 pages in each of the six languages.
  expect(entries).toHaveLength(29 * languages.length);
  for (const entry of entries) {
    expect(entry).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(entry).toMatch(/hreflang="x-default" href="http:\/\/localhost:\d+(\/[^"]*)?"/);
    // Each language and x-default.
    expect(entry.match(/hreflang=/g)).toHaveLength(languages.length + 1);
  }
});
