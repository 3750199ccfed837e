import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain script of the project, without types
import { buildFonts } from "../../scripts/fonts.mjs";
import { clinic, locations } from "../config/clinic";
import { operators } from "../config/legal-identity";
import { physicians } from "../config/physicians";
import { fontCharacters, fontFaces } from "./font-subset";

const locales = new URL("../locales/", import.meta.url);
const texts = readdirSync(locales, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".json"))
  .map((file) => readFileSync(new URL(file, locales), "utf8"));

describe("web fonts", () => {
  it("contain every character of every text of the site, in every language", () => {
    const allowed = new Set(fontCharacters);
    const used = new Set(
      [...texts.map((text) => JSON.parse(text)), clinic, locations, operators, physicians].flatMap((value) => [
        ...JSON.stringify(value),
      ]),
    );
    const missing = [...used].filter((character) => !allowed.has(character) && character >= " ");
    expect(missing).toEqual([]);
  });

  // Subsetting two variable fonts: about 3 s alone, over 5 on two busy cores.
  it("are what scripts/fonts.mjs makes (npm run fonts after changing the subset)", async () => {
    const { files, css } = await buildFonts();
    expect(readFileSync(new URL("./fonts.css", import.meta.url), "utf8")).toBe(css);
    for (const face of fontFaces) {
      expect(readFileSync(new URL(`./fonts/${face.file}`, import.meta.url)).equals(files[face.file])).toBe(true);
    }
  }, 30_000);
});
