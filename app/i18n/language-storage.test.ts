// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://clinic.example/pt"}
import { describe, expect, it } from "vitest";
import { rememberLanguage } from "./language-storage";

describe("rememberLanguage", () => {
  it("keeps the choice for 7 days in a cookie sent only to this site (SameSite=Lax), only encrypted over HTTPS", () => {
    const written: string[] = [];
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => "",
      set: (v: string) => written.push(v),
    });
    rememberLanguage("pt");
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = (written[0] ?? "").split(/;\s*/);
    expect(pair).toBe("i18next=pt");
    expect(attributes.map((a) => a.toLowerCase())).toEqual(
      expect.arrayContaining(["path=/", "samesite=lax", "secure", "max-age=604800"]),
    );
    expect(localStorage.getItem("i18nextLng")).toBe("pt");
  });
});
