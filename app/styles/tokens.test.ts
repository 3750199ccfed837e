import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/** WCAG 2 contrast of the token pairs that carry text, in both colour modes. */
const css = readFileSync(new URL("./tokens.css", import.meta.url), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const dark = block(":root");
const light = { ...dark, ...block(':root[data-theme="light"]') };

describe.each([
  ["dark", dark],
  ["light", light],
])("%s mode", (_mode, tokens) => {
  const pairs: Array<[string, string]> = [
    ["text", "bg"],
    ["text", "surface"],
    ["text-muted", "bg"],
    ["text-muted", "surface"],
    ["accent-text", "bg"],
    ["accent-text", "surface"],
    ["on-accent", "accent"],
    ["danger", "surface"],
    ["success-text", "success-bg"],
  ];
  it.each(pairs)("%s on %s passes WCAG AA (4.5:1)", (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(contrast(tokens[fg] as string, tokens[bg] as string)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the brand accent #E59E34", () => {
    expect(tokens.accent?.toLowerCase()).toBe("#e59e34");
  });
});
