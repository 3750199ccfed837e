import { describe, expect, it } from "vitest";
import "../kinds.server";
import { ruleLines } from "../../../../tests/support/records";
import { questionKind, questionsIn } from "./questions.server";

const key = (id: string, field: string) => questionKind.key(id, field as "order");
const rules = (fields: Record<string, string>) => ruleLines(questionKind.recordsOf(fields).problems);

describe("the treatments' questions and answers as records", () => {
  it("are none in the repository: every one is the clinic's", () => {
    expect(questionsIn({})).toEqual([]);
  });

  it("take a question for a treatment, in their order; one hidden stays off the pages", () => {
    const fields = {
      [key("prp-sessions", "treatment")]: "prp",
      [key("prp-sessions", "order")]: "20",
      [key("prp-sessions", "shown")]: "yes",
      [key("prp-pain", "treatment")]: "prp",
      [key("prp-pain", "order")]: "10",
      [key("prp-pain", "shown")]: "yes",
      [key("draft", "treatment")]: "prp",
      [key("draft", "order")]: "30",
      [key("draft", "shown")]: "no",
    };
    expect(rules(fields)).toEqual([]);
    expect(questionsIn(fields)).toEqual([
      { id: "prp-pain", treatment: "prp", order: 10, shown: true },
      { id: "prp-sessions", treatment: "prp", order: 20, shown: true },
    ]);
  });

  it("refuse a treatment that is none of the catalogue's, and need nothing while hidden", () => {
    expect(
      rules({ [key("lost", "treatment")]: "teeth", [key("lost", "order")]: "10", [key("lost", "shown")]: "yes" }),
    ).toEqual(["lost.treatment:field_choice"]);
    expect(rules({ [key("begun", "shown")]: "no", [key("begun", "order")]: "10" })).toEqual([]);
  });

  it("keep their words among the treatment page's texts, never as fields", () => {
    expect(questionKind.ofKey("questions.prp-pain.question")).toBeUndefined();
    expect(questionKind.fields.question.texts?.key("prp-pain")).toBe("faq.prp-pain.question");
    expect(questionKind.fields.answer.texts?.namespace).toBe("treatment");
  });
});
