// @vitest-environment happy-dom
// @vitest-environment-options {"url": "https://clinic.example/pt"}
import { describe, expect, it } from "vitest";
import { setColorMode } from "./color-mode";

describe("setColorMode", () => {
  it("keeps the choice in a cookie sent only to this site (SameSite=Lax), and only encrypted over HTTPS", () => {
    const written: string[] = [];
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => "",
      set: (v: string) => written.push(v),
    });
    setColorMode("light");
    expect(written).toHaveLength(1);
    const [pair, ...attributes] = (written[0] ?? "").split(/;\s*/);
    expect(pair).toBe("color-mode=light");
    expect(attributes.map((a) => a.toLowerCase()).sort()).toEqual([
      "max-age=31536000",
      "path=/",
      "samesite=lax",
      "secure",
    ]);
    expect(document.documentElement.dataset.theme).toBe("light");
  });
});
