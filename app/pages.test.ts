import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { treatmentKeys } from "./config/treatments";
import { languages } from "./i18n/languages";
import { indexedPaths, type Page, type PageHandle, pages, treatmentPath } from "./pages";
import routes from "./routes";

const flatten = (entries: RouteConfigEntry[]): RouteConfigEntry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const registered = flatten(routes);
const modules = import.meta.glob<{ handle?: PageHandle }>("./routes/*.tsx");

describe("the page table", () => {
  it.each(Object.entries(pages))("registers %s once per language, with its aliases", (name, page: Page) => {
    for (const language of languages) {
      const routes = registered.filter((route) => route.id?.startsWith(`${language}:${name}`));
      expect(routes.map((route) => route.file)).toEqual(Array(1 + (page.aliases?.length ?? 0)).fill(page.file));
    }
  });

  // The first import transforms the home page's whole module tree: over a second alone, more on a busy machine.
  it.each(Object.entries(pages))(
    "has %s's route module say which page it is",
    async (name, page: Page) => {
      const load = modules[`./${page.file}`];
      expect(load, page.file).toBeDefined();
      expect((await load?.())?.handle).toEqual({ page: name });
    },
    30_000,
  );

  it("lists every indexable address once: the six pages and the 23 treatments", () => {
    expect(new Set(indexedPaths).size).toBe(indexedPaths.length);
    expect(indexedPaths).toEqual(
      expect.arrayContaining([
        "/",
        "/about-us",
        "/our-story",
        "/privacy-policy",
        "/legal-notice",
        "/accessibility",
        ...treatmentKeys.map(treatmentPath),
      ]),
    );
    expect(indexedPaths).toHaveLength(6 + treatmentKeys.length);
  });
});
