import { describe, expect, it } from "vitest";
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
});

describe("splitLanguagePath", () => {
  it("splits a prefixed path", () => {
    expect(splitLanguagePath("/fr/privacy-policy")).toEqual({ prefix: "fr", path: "/privacy-policy" });
    expect(splitLanguagePath("/it")).toEqual({ prefix: "it", path: "/" });
  });
  it("keeps an unprefixed path whole", () => {
    expect(splitLanguagePath("/our-story")).toEqual({ prefix: undefined, path: "/our-story" });
    expect(splitLanguagePath("/portugal")).toEqual({ prefix: undefined, path: "/portugal" });
  });
  it("round-trips every page in every language", () => {
    for (const language of ["en", "pt", "es", "fr", "it"] as const) {
      for (const path of ["/", "/about-us", "/service/trichotest"]) {
        expect(splitLanguagePath(localizedPath(language, path)).path).toBe(path);
      }
    }
  });
});
