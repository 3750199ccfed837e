import { describe, expect, it } from "vitest";
import { checkTexts, problemLine, type TextProblem, type TextRule } from "~/features/content/text-rules";
import { languages } from "~/i18n/languages";
import { allTexts } from "~/i18n/resources.server";

/**
 * Every language has exactly the English keys, with the same {{placeholders}} and tags and no empty text.
 * English is the reference set (it also types the keys for `t()`). The rules are the content editor's
 * (app/features/content/text-rules.ts), applied here to the files as they stand.
 */
const texts = allTexts();
const problems = checkTexts(texts);
const breaking = (rules: TextRule[], where: (problem: TextProblem) => boolean = () => true) =>
  problems.filter((problem) => rules.includes(problem.rule) && where(problem)).map(problemLine);

const namespaces = Object.keys(texts.en);

describe("translations", () => {
  it("has the same namespaces in every language", () => {
    expect(breaking(["missing_namespace", "extra_namespace"])).toEqual([]);
  });

  for (const language of languages.filter((l) => l !== "en")) {
    for (const namespace of namespaces) {
      it(`${language}/${namespace}.json has exactly the English keys, placeholders and tags`, () => {
        const rules: TextRule[] = [
          "missing_key",
          "extra_key",
          "not_text",
          "placeholders_changed",
          "tags_changed",
          "tag_not_allowed",
          "tag_attribute",
          "tag_malformed",
          "markup_entity",
        ];
        expect(breaking(rules, (p) => p.language === language && p.namespace === namespace)).toEqual([]);
      });
    }
  }

  for (const language of languages) {
    it(`${language} has no empty or placeholder text`, () => {
      expect(breaking(["empty", "placeholder_text"], (p) => p.language === language)).toEqual([]);
    });
  }
});
