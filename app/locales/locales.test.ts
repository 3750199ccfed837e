import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";

/**
 * Every language has exactly the English keys, with the same {{placeholders}} and no empty text.
 * English is the reference set (it also types the keys for `t()`).
 */
const root = path.dirname(new URL(import.meta.url).pathname);
type Json = string | { [key: string]: Json };

function flatten(value: Json, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === "string") return out.set(prefix, value);
  for (const [key, child] of Object.entries(value)) {
    for (const [k, v] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
  }
  return out;
}

const read = (language: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(root, language, file), "utf8")) as Json);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();
/** Inline tags that `<Trans>` turns into elements, such as `<policy>…</policy>`. */
const tags = (text: string) => [...text.matchAll(/<\/?([a-z]+)>/g)].map((m) => m[0]).sort();

const namespaces = readdirSync(path.join(root, "en")).filter((file) => file.endsWith(".json"));

describe("translations", () => {
  it("has the same namespaces in every language", () => {
    for (const language of languages) {
      expect(
        readdirSync(path.join(root, language))
          .filter((f) => f.endsWith(".json"))
          .sort(),
      ).toEqual([...namespaces].sort());
    }
  });

  for (const language of languages.filter((l) => l !== "en")) {
    for (const file of namespaces) {
      it(`${language}/${file} has exactly the English keys, placeholders and tags`, () => {
        const english = read("en", file);
        const other = read(language, file);
        expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of english) {
          expect(placeholders(other.get(key) ?? ""), `${language}/${file} ${key}`).toEqual(placeholders(text));
          expect(tags(other.get(key) ?? ""), `${language}/${file} ${key}`).toEqual(tags(text));
        }
      });
    }
  }

  for (const language of languages) {
    it(`${language} has no empty or placeholder text`, () => {
      for (const file of namespaces) {
        for (const [key, text] of read(language, file)) {
          expect(text.trim(), `${language}/${file} ${key}`).not.toBe("");
          expect(text, `${language}/${file} ${key}`).not.toMatch(/lorem ipsum/i);
          expect(text, `${language}/${file} ${key}`).not.toMatch(/\bTODO\b|\bFIXME\b/);
        }
      }
    });
  }
});
