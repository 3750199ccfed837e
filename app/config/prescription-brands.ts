/**
 * Brands of prescription-only medicines (botulinum toxins) that nothing public may name: no text, title, address,
 * image text, alt text or structured data (EU Directive 2001/83 art. 88, Spain RDL 1/2015 art. 80, Portugal
 * DL 176/2006, Brazil RDC 96/2008; docs/product.md#medical-texts). The site describes the treatment instead
 * ("botulinum toxin for frown lines"). The checks of texts, addresses and pages read this one list; add a brand
 * here and every check looks for it.
 */
export const prescriptionBrands = [
  "alluzience",
  "relfydess",
  // The misspelling the old site's treatment key used.
  "refyldess",
  "botox",
  "vistabel",
  "dysport",
  "azzalure",
  "bocouture",
  "xeomin",
  "letybo",
  "nuceiva",
] as const;

const pattern = new RegExp(prescriptionBrands.join("|"), "gi");

/** The brands a text names, in lower case, each once (none: an empty list), whatever the case it writes them in. */
export function prescriptionBrandsIn(text: string): string[] {
  return [...new Set([...text.matchAll(pattern)].map((match) => match[0].toLowerCase()))];
}
