/**
 * What the site's web fonts contain (scripts/fonts.mjs cuts them to it; fonts.test.ts checks that every
 * text of the site is inside). Characters outside (a visitor's name in another script, say) are drawn in
 * the fallback font.
 */

/** Printable ASCII: everything typed on a keyboard in the five languages, digits and signs. */
const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCodePoint(0x20 + i)).join("");

/**
 * Printable ASCII, then the letters of pt, es, fr and it (with ü, ÿ, Œ, œ) and the punctuation and signs the
 * texts use (no-break space included). Not the rest of Latin-1 (£, ¤, ß, Ø, æ, …): seven kilobytes less
 * on the phone's link before the first screen is complete.
 */
export const fontCharacters = `${ascii}\u00a0¡§©«°·º»¿ªÀÁÂÃÇÈÉÊËÌÍÎÏÑÒÓÔÕÙÚÛÜàáâãçèéêëìíîïñòóôõùúûüÿŒœ€–—‘’‚“”„•…™`;

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
