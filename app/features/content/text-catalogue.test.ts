import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogue, editableNamespaces, inPart, sectionTexts, textKeys } from "./text-catalogue";

const english = path.join(path.dirname(new URL(import.meta.url).pathname), "../../locales/en");
const files = Object.fromEntries(
  readdirSync(english)
    .filter((file) => file.endsWith(".json"))
    .map((file) => [file.slice(0, -5), JSON.parse(readFileSync(path.join(english, file), "utf8")) as unknown]),
);

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
});
