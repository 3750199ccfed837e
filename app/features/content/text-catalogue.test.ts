import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import { defaultTexts, textAt } from "~/i18n/resources.server";
import { catalogue, editableNamespaces, inPart, keyWithin, sectionTexts, textKeys } from "./text-catalogue";

const locales = path.join(path.dirname(new URL(import.meta.url).pathname), "../../locales");
const filesOf = (language: string) =>
  Object.fromEntries(
    readdirSync(path.join(locales, language))
      .filter((file) => file.endsWith(".json"))
      .map((file) => [
        file.slice(0, -5),
        JSON.parse(readFileSync(path.join(locales, language, file), "utf8")) as Record<string, unknown>,
      ]),
  );
const files = filesOf("en");

describe("the editor's catalogue of texts", () => {
  it("opens every text file but the staff's and the treatments'", () => {
    expect([...editableNamespaces].sort()).toEqual(
      Object.keys(files)
        .filter((namespace) => namespace !== "staff" && namespace !== "treatments")
        .sort(),
    );
  });

  it("puts every editable English text in exactly one section", () => {
    const misplaced = editableNamespaces.flatMap((namespace) =>
      textKeys(files[namespace]).flatMap((key) => {
        const sections = catalogue.filter((section) => section.parts.some((part) => inPart(part, namespace, key)));
        return sections.length === 1
          ? []
          : [`${namespace}:${key} in ${sections.map((s) => s.id).join(", ") || "none"}`];
      }),
    );
    expect(misplaced).toEqual([]);
  });

  it("has no empty section and no part that covers nothing, and unique ids", () => {
    expect(new Set(catalogue.map((section) => section.id)).size).toBe(catalogue.length);
    for (const section of catalogue) {
      expect(sectionTexts(section, files).length, section.id).toBeGreaterThan(0);
      for (const part of section.parts) {
        expect(
          textKeys(files[part.namespace]).some((key) => inPart(part, part.namespace, key)),
          `${section.id} ${part.namespace}:${part.prefix}`,
        ).toBe(true);
      }
    }
  });

  it("keeps the staff's and the treatments' texts out", () => {
    expect(catalogue.flatMap((section) => section.parts).some((part) => (part.namespace as string) === "staff")).toBe(
      false,
    );
  });

  it("keeps each section's form, in every language, under half the 16 KiB a post may carry (server/app.ts)", () => {
    // A section's "Save draft" sends all its texts: room left for the editors' longer ones.
    const sizes = languages.flatMap((language) => {
      const texts = filesOf(language);
      return catalogue.map((section) => {
        const form = new URLSearchParams({ csrf: "x".repeat(43) });
        for (const text of sectionTexts(section, files)) {
          form.set(`${text.namespace}:${text.key}`, textAt(texts[text.namespace], text.key) ?? "");
        }
        return { where: `${language} ${section.id}`, bytes: form.toString().length };
      });
    });
    expect(sizes.filter((size) => size.bytes > 8 * 1024)).toEqual([]);
  });
});

describe("the names the editor gives the texts", () => {
  it("are the clinic's words in every language of the staff area: no word of a text's key is shown spelled out", () => {
    for (const language of languages) {
      const words = (defaultTexts(language).staff as { content: { words: Record<string, string> } }).content.words;
      const unnamed = new Set(
        catalogue.flatMap((section) =>
          sectionTexts(section, defaultTexts("en")).flatMap((text) =>
            keyWithin(section, text.namespace, text.key).filter((word) => !/^p\d+$/.test(word) && !words[word]),
          ),
        ),
      );
      expect([...unnamed], language).toEqual([]);
    }
  });
});
