import { readFileSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import { defaultLanguage, isLanguage, languages, urlPrefix } from "../../app/i18n/languages";

/** The site's languages: the app's own list, so that a new language is tested everywhere at once. */
export { languages };
/** A language's address prefix: none for the default language (English), `/pt` or `/pt-pt` for the others. */
export const prefix = (language: string) =>
  language === defaultLanguage || !isLanguage(language) ? "" : `/${urlPrefix(language)}`;

/** A language's texts of one namespace, as the site shows them. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the JSON files as they are
export const texts = (language: string, namespace: string): any =>
  JSON.parse(readFileSync(new URL(`../../app/locales/${language}/${namespace}.json`, import.meta.url), "utf8"));

let clients = 0;
/** A client address of its own for each test, so that rate limits count per test (TRUST_PROXY). */
export const nextClientAddress = () => `10.${process.pid % 250}.${Math.floor(++clients / 250) % 250}.${clients % 250}`;

/**
 * Every journey fails on an error in the page's console unless the test lists it as expected
 * (e.g. the browser's own "404" log line when a test opens a missing page on purpose).
 */
export const test = base.extend<{ expectedConsoleErrors: RegExp | undefined }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": nextClientAddress() });
  },
  expectedConsoleErrors: [undefined, { option: true }],
  // The guard is on the page itself rather than an automatic fixture of its own: a test that only
  // sends HTTP requests then opens no browser page at all (it has no console to watch).
  page: async ({ page, expectedConsoleErrors, javaScriptEnabled }, use) => {
    // Pages start their scripts after the first paint (app/http/first-paint.server.ts), which may be
    // after the load event: a journey goes on once the app runs (the root marks <html> "fade-ready"),
    // as a visitor's taps would then be handled by it. Tests of the page before that use page.request
    // or a context without JavaScript, or ask for the page as soon as it is there (`waitUntil: "commit"`).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === "commit") return response;
      // The staff's pages (/admin, /pt/admin/…) are plain HTML without the app's scripts: nothing to wait for.
      const staffPage = /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?admin(?:\/|$)/.test(new URL(page.url()).pathname);
      if (javaScriptEnabled !== false && response?.headers()["content-type"]?.startsWith("text/html") && !staffPage) {
        await page.locator("html.fade-ready").waitFor({ state: "attached" });
      }
      return response;
    };
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors?.test(text));
    expect(unexpected, "errors in the browser console").toEqual([]);
  },
});

export { expect };
