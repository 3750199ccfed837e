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
      "pt-PT",
      "es",
      "fr",
      "it",
      "x-default",
    ]);
    expect(find(meta, "hrefLang", "en")?.href).toBe("https://clinic.example/about-us");
    expect(find(meta, "hrefLang", "pt-PT")?.href).toBe("https://clinic.example/pt-pt/about-us");
    expect(find(meta, "property", "og:locale")?.content).toBe("pt_BR");
    expect(find(meta, "name", "robots")).toBeUndefined();
  });

  it("marks pages not to be indexed, without alternates, their cards speaking of the site instead", () => {
    const meta = pageMeta({
      matches: [root("en")],
      page: "treatment",
      params: { service: "x" },
      title: "From the address",
      description: "",
      noindex: { title: "Clinic", description: "About the clinic" },
    });
    expect(find(meta, "name", "robots")?.content).toBe("noindex");
    expect(find(meta, "rel", "canonical")).toBeUndefined();
    expect(find(meta, "rel", "alternate")).toBeUndefined();
    expect(find(meta, "property", "og:url")).toBeUndefined();
    expect(find(meta, "property", "og:title")?.content).toBe("Clinic");
    expect(find(meta, "name", "description")?.content).toBe("About the clinic");
    expect(meta).toContainEqual({ title: "From the address" });
  });

  it("carries the page's structured data as JSON-LD", () => {
    const structuredData = { "@context": "https://schema.org" as const, "@type": "WebSite" };
    const meta = pageMeta({ matches: [root("en")], page: "home", title: "T", description: "D", structuredData });
    expect(meta).toContainEqual({ "script:ld+json": structuredData });
  });

  it("still gives a title and description without the root's data", () => {
    expect(pageMeta({ matches: [], page: "home", title: "T", description: "D" })).toEqual([
      { title: "T" },
      { name: "description", content: "D" },
    ]);
  });
});
