import { describe, expect, it } from "vitest";
import { languages } from "./languages";
import { localizedPath, splitLanguagePath } from "./localized-path";

describe("localizedPath", () => {
  it("leaves English unprefixed", () => {
    expect(localizedPath("en", "/")).toBe("/");
    expect(localizedPath("en", "/about-us")).toBe("/about-us");
  });
  it("prefixes the other languages", () => {
    expect(localizedPath("pt", "/")).toBe("/pt");
    expect(localizedPath("es", "/service/prp")).toBe("/es/service/prp");
  });
  it("writes European Portuguese's prefix in lower case", () => {
    expect(localizedPath("pt-PT", "/")).toBe("/pt-pt");
    expect(localizedPath("pt-PT", "/legal-notice")).toBe("/pt-pt/legal-notice");
  });
});

describe("splitLanguagePath", () => {
  it("splits a prefixed path", () => {
    expect(splitLanguagePath("/fr/privacy-policy")).toEqual({ prefix: "fr", path: "/privacy-policy" });
    expect(splitLanguagePath("/it")).toEqual({ prefix: "it", path: "/" });
    expect(splitLanguagePath("/pt-pt/about-us")).toEqual({ prefix: "pt-PT", path: "/about-us" });
    expect(splitLanguagePath("/PT-PT")).toEqual({ prefix: "pt-PT", path: "/" });
  });
  it("keeps an unprefixed path whole", () => {
    expect(splitLanguagePath("/our-story")).toEqual({ prefix: undefined, path: "/our-story" });
    expect(splitLanguagePath("/portugal")).toEqual({ prefix: undefined, path: "/portugal" });
  });
  it("round-trips every page in every language", () => {
    for (const language of languages) {
      for (const path of ["/", "/about-us", "/service/trichotest"]) {
        expect(splitLanguagePath(localizedPath(language, path)).path).toBe(path);
      }
    }
  });
});
