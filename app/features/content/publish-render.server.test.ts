import { afterEach, describe, expect, it, vi } from "vitest";
import { setPageRenderer } from "~/http/page-renderer.server";
import { currentTexts } from "~/i18n/resources.server";
import { textAt } from "~/i18n/text-paths";
import { log } from "~/log.server";
import type { TextChange } from "./content-store.server";
import { renderProblems } from "./publish-render.server";

/**
 * A stand-in for the server's renderer: the Portuguese home page fails (500) whenever its title, as the publish would
 * leave it, holds "BREAK", whatever makes a real page fail; every other page, and that page otherwise, renders.
 */
const rendered: string[] = [];
function failingHome(request: Request) {
  const { pathname } = new URL(request.url);
  rendered.push(pathname);
  const title = String(textAt(currentTexts("pt").home, "hero.title") ?? "");
  return Promise.resolve(new Response("", { status: pathname === "/pt" && title.includes("BREAK") ? 500 : 200 }));
}

const change = (key: string, after: string, language: "pt" | "es" = "pt"): TextChange => ({
  language,
  namespace: "home",
  key,
  before: null,
  after,
});

describe("the pages rendered before a publish", () => {
  afterEach(() => {
    setPageRenderer(undefined);
    rendered.length = 0;
    vi.restoreAllMocks();
  });

  it("refuse the change that makes a page fail, naming the page and the language, and only that change", async () => {
    vi.spyOn(log, "info").mockImplementation(() => {});
    setPageRenderer(failingHome);
    const changes = [
      change("hero.subtitle", "Medicina estética com calma."),
      change("hero.title", "Beleza BREAK"),
      change("hero.eyebrow", "Medicina estética · Cabelo"),
      change("hero.title", "Belleza", "es"),
    ];
    expect(await renderProblems(changes)).toEqual([
      { language: "pt", namespace: "home", key: "hero.title", rule: "page_fails", detail: { page: "/pt" } },
    ]);
    // Every kind of page in both languages the changes are in, the "not found" page too; no other language.
    expect(rendered).toEqual(
      expect.arrayContaining(["/pt", "/pt/about-us", "/es/privacy-policy", "/es/publish-check/no-such-page"]),
    );
    expect(rendered.some((path) => path.startsWith("/fr") || path.startsWith("/it"))).toBe(false);
  });

  it("let a publish through when every page renders, and render nothing without a renderer (scripts)", async () => {
    vi.spyOn(log, "info").mockImplementation(() => {});
    setPageRenderer(failingHome);
    expect(await renderProblems([change("hero.title", "Beleza com cuidado")])).toEqual([]);
    setPageRenderer(undefined);
    rendered.length = 0;
    expect(await renderProblems([change("hero.title", "Beleza BREAK")])).toEqual([]);
    expect(rendered).toEqual([]);
  });
});
