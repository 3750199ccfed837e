import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkTexts, problemLine } from "~/features/content/text-rules";
import { allTexts } from "~/i18n/resources.server";
// @ts-expect-error: a plain script of the project, without types
import { buildFonts } from "../../scripts/fonts.mjs";
import { clinic, locations } from "../config/clinic";
import { operators } from "../config/legal-identity";
import { physicians } from "../config/physicians";
import { fontCharacters, fontFaces } from "./font-subset";

describe("web fonts", () => {
  it("contain every character of every text of the site, in every language", () => {
    // The texts by the content editor's rule (app/features/content/text-rules.ts), the clinic's data here.
    const inTexts = checkTexts(allTexts()).filter((problem) => problem.rule === "unsupported_character");
    const allowed = new Set(fontCharacters);
    const used = new Set([clinic, locations, operators, physicians].flatMap((value) => [...JSON.stringify(value)]));
    const inData = [...used].filter((character) => !allowed.has(character) && character >= " ");
    expect([...inTexts.map(problemLine), ...inData]).toEqual([]);
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
