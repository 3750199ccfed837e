/**
 * What the site's web fonts contain (scripts/fonts.mjs cuts them to it; fonts.test.ts checks that every
 * text of the site is inside). Characters outside (a visitor's name in another script, say) are drawn in
 * the fallback font.
 */

const ranges: Array<[number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** Basic Latin, Latin-1 (every letter of en, pt, es, fr and it), Œ œ Ÿ, and typographic punctuation. */
export const fontCharacters = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join("");

/** The weights the stylesheets use (400 to 700); the variable fonts keep only that range. */
export const fontWeights = { min: 400, max: 700 } as const;

export const fontFaces = [
  {
    family: "Inter Variable",
    variable: "font-ui",
    metrics: "inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    file: "inter-latin-400-700.woff2",
  },
  {
    family: "Mulish Variable",
    variable: "font-content",
    metrics: "mulish",
    source: "@fontsource-variable/mulish/files/mulish-latin-wght-normal.woff2",
    file: "mulish-latin-400-700.woff2",
  },
] as const;
