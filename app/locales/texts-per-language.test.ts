import { describe, expect, it } from "vitest";
import { checkTexts, problemLine, type TextRule } from "~/features/content/text-rules";
import { languages } from "~/i18n/languages";
import { allTexts } from "~/i18n/resources.server";

/**
 * The facts docs/product.md#medical-texts fixes, stated in every language, and sober wording throughout: the
 * content editor's rules of the treatments' texts (app/features/content/text-rules.ts) on the files.
 */
const problems = checkTexts(allTexts());

describe.each(languages)("treatment texts in %s", (language) => {
  /** The problems of these rules in the language's treatments, those of texts named `…<field>` if given. */
  const breaking = (rules: TextRule[], fields: string[] = [""]) =>
    problems
      .filter((problem) => problem.language === language && problem.namespace === "treatments")
      .filter((problem) => rules.includes(problem.rule) && fields.some((field) => problem.key.endsWith(field)))
      .map(problemLine);

  it("describe every treatment in 80 to 150 words", () => {
    expect(breaking(["missing_key", "too_few_words", "too_many_words"], [".description"])).toEqual([]);
  });

  it("state the trichotest's 40 genes, NCTF's 59 nutrients and the six months of botulinum toxin", () => {
    expect(breaking(["fact_missing"])).toEqual([]);
  });

  it("give every treatment page a distinct title and a summary for search results of at most 160 characters", () => {
    const rules: TextRule[] = ["missing_key", "duplicate_title", "title_words", "too_long", "too_short"];
    expect(breaking(rules, [".page_title", ".summary"])).toEqual([]);
  });

  it("name no prescription-only medicine by its brand", () => {
    expect(breaking(["prescription_brand"])).toEqual([]);
  });

  it("quote no invented percentages", () => {
    expect(breaking(["invented_percentage"])).toEqual([]);
  });
});
