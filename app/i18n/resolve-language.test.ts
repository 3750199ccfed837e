import { describe, expect, it } from "vitest";
import { toLanguage } from "./languages";
import { fromAcceptLanguage, resolveLanguage } from "./resolve-language";

const resolve = (url: string, headers: Record<string, string> = {}) =>
  resolveLanguage(new URL(url, "http://clinic.test"), new Headers(headers));

describe("toLanguage", () => {
  it.each([
    ["pt-PT", "pt-PT"],
    ["pt-pt", "pt-PT"],
    ["pt_PT", "pt-PT"],
    ["pt-BR", "pt"],
    ["pt-AO", "pt"],
    ["pt", "pt"],
    ["es-MX", "es"],
    ["es_AR", "es"],
    ["FR-ca", "fr"],
    ["it", "it"],
    ["en-GB", "en"],
  ])("maps %s onto %s", (tag, language) => {
    expect(toLanguage(tag)).toBe(language);
  });

  it.each(["de-DE", "", "xx", "portuguese"])("has no language for %j", (tag) => {
    expect(toLanguage(tag)).toBeUndefined();
  });
});

describe("fromAcceptLanguage", () => {
  it("takes the best-rated language we offer", () => {
    expect(fromAcceptLanguage("de-DE,de;q=0.9,es-MX;q=0.8,en;q=0.5")).toBe("es");
  });
  it("honours q-values over order", () => {
    expect(fromAcceptLanguage("en;q=0.3, fr;q=0.9")).toBe("fr");
  });
  it("ignores languages refused with q=0", () => {
    expect(fromAcceptLanguage("pt;q=0, it")).toBe("it");
  });
  it("reads European Portuguese as itself, and Brazilian, plain or any other Portuguese as Brazilian", () => {
    expect(fromAcceptLanguage("pt-PT,pt;q=0.9,en;q=0.8")).toBe("pt-PT");
    expect(fromAcceptLanguage("pt-pt")).toBe("pt-PT");
    expect(fromAcceptLanguage("pt-BR,pt;q=0.9")).toBe("pt");
    expect(fromAcceptLanguage("pt")).toBe("pt");
    expect(fromAcceptLanguage("pt-AO")).toBe("pt");
    // A Portuguese visitor who rates English above Portuguese gets English.
    expect(fromAcceptLanguage("en, pt-PT;q=0.5")).toBe("en");
  });
  it("reads a regional tag as its language, and a wildcard as no choice", () => {
    expect(fromAcceptLanguage("pt-BR")).toBe("pt");
    expect(fromAcceptLanguage("*")).toBeUndefined();
  });
  it("gives nothing when no language is ours", () => {
    expect(fromAcceptLanguage("de, nl;q=0.8")).toBeUndefined();
  });
});

describe("resolveLanguage follows the order of docs/product.md", () => {
  const everything = { cookie: "i18next=fr", "accept-language": "it-IT" };

  it("prefers the URL prefix to everything else", () => {
    expect(resolve("/es/about-us?lng=pt", everything)).toEqual({ language: "es", source: "prefix" });
    expect(resolve("/pt-pt/about-us?lng=pt", everything)).toEqual({ language: "pt-PT", source: "prefix" });
    expect(resolve("/pt/about-us?lng=pt-PT", everything)).toEqual({ language: "pt", source: "prefix" });
  });
  it("then ?lng=", () => {
    expect(resolve("/about-us?lng=pt", everything)).toEqual({ language: "pt", source: "query" });
  });
  it("then the i18next cookie", () => {
    expect(resolve("/about-us", everything)).toEqual({ language: "fr", source: "cookie" });
  });
  it("then Accept-Language", () => {
    expect(resolve("/", { "accept-language": "pt-PT,pt;q=0.9" })).toEqual({ language: "pt-PT", source: "header" });
    expect(resolve("/", { "accept-language": "pt-BR,pt;q=0.9" })).toEqual({ language: "pt", source: "header" });
  });
  it("then English", () => {
    expect(resolve("/", { "accept-language": "de" })).toEqual({ language: "en", source: "default" });
  });
  it("reads the cookie among others, and survives its broken encoding", () => {
    expect(resolve("/", { cookie: "a=1; i18next=pt; color-mode=light" }).language).toBe("pt");
    expect(resolve("/", { cookie: "i18next=%E0%A4%A", "accept-language": "it" }).language).toBe("it");
  });
  it("ignores an unknown ?lng= and cookie value", () => {
    expect(resolve("/?lng=de", { cookie: "i18next=xx", "accept-language": "es" }).language).toBe("es");
  });
  it("takes a bare /en as the English home, whatever the stored choice (a language code is its home)", () => {
    expect(resolve("/en", everything)).toEqual({ language: "en", source: "prefix" });
    expect(resolve("/en?lng=pt", { "accept-language": "fr" }).language).toBe("en");
  });
  it("reads no other page starting with en as English", () => {
    expect(resolve("/energy", { "accept-language": "fr" }).language).toBe("fr");
  });
});
