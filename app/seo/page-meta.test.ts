import { describe, expect, it } from "vitest";
import { pageMeta } from "./page-meta";

const root = (language: string) => ({
  id: "root",
  loaderData: { language, settings: { siteUrl: "https://clinic.example", schedulingUrl: null } },
});
const find = (meta: ReturnType<typeof pageMeta>, key: string, value: string) =>
  meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("pageMeta", () => {
  it("links the page's canonical address in its language and every alternate, from the root's data", () => {
    const meta = pageMeta({ matches: [root("pt"), undefined], page: "aboutUs", title: "Sobre", description: "D" });
    expect(find(meta, "rel", "canonical")?.href).toBe("https://clinic.example/pt/about-us");
    const alternates = meta.filter((tag) => (tag as Record<string, string>).rel === "alternate");
    expect(alternates.map((tag) => (tag as Record<string, string>).hrefLang)).toEqual([
      "en",
      "pt",
      "es",
      "fr",
      "it",
      "x-default",
    ]);
    expect(find(meta, "hrefLang", "en")?.href).toBe("https://clinic.example/about-us");
    expect(find(meta, "property", "og:locale")?.content).toBe("pt_BR");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("marks pages not to be indexed", () => {
    const meta = pageMeta({
      matches: [root("en")],
      page: "service",
      params: { service: "x" },
      title: "T",
      description: "D",
      noindex: true,
    });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
  });

  it("still gives a title and description without the root's data", () => {
    expect(pageMeta({ matches: [], page: "home", title: "T", description: "D" })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
    ]);
  });
});
