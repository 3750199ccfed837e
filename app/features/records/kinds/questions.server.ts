import { currentTexts } from "~/i18n/resources.server";
import { textAt } from "~/i18n/text-paths";
import { servicePath } from "~/pages";
import { number, recordChoice, texts, yesNo } from "../fields";
import { defineRecordKind, nextOrder, recordsIn } from "../record-kind";
import { slugOf, treatmentKind } from "./treatments.server";

/**
 * Questions and answers on a treatment's page (docs/staff.md#questions-and-answers): each for one treatment, in its
 * order, its question and answer in each language (`treatment:faq.<id>.question`, `…answer`), checked at publish by
 * every text's rules; shown or hidden. The page shows them as an accordion that opens without JavaScript. The
 * repository has none: every one is the clinic's.
 */

/** A question as the treatment's page reads it (its words are its texts). */
export interface QuestionRecord {
  id: string;
  /** The treatment's key. */
  treatment: string;
  order: number;
  shown: boolean;
}

export const questionKind = defineRecordKind({
  kind: "questions",
  newId: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, max: 40 },
  defaults: () => [],
  fields: {
    // The treatments as these fields leave them, by their name in the staff's language (else in English, else their key).
    treatment: recordChoice(
      treatmentKind.kind,
      (id, _, language) =>
        textAt(currentTexts(language).treatments, `${id}.title`) ??
        textAt(currentTexts("en").treatments, `${id}.title`) ??
        id,
    ),
    order: number({ min: 0, max: 999_999 }),
    question: texts("treatment", (id) => `faq.${id}.question`, { max: 160 }),
    answer: texts("treatment", (id) => `faq.${id}.answer`, { max: 1200, multiline: true }),
    shown: yesNo(),
  },
  toRecord: (id, values): QuestionRecord => ({
    id,
    treatment: values.treatment,
    order: values.order,
    shown: values.shown,
  }),
  start: (_, existing) => ({ shown: "no", order: String(nextOrder(existing)) }),
  shown: (values) => values.shown === "yes",
  order: (values) => Number(values.order) || 0,
  editor: {
    title: "question",
    columns: ["treatment", "shown", "order"],
    preview: (_, values) => `${servicePath(slugOf(values.treatment))}#service-questions`,
  },
});

/** The shown questions these fields leave, in their order. */
export const questionsIn = (fields: Readonly<Record<string, string>>) =>
  recordsIn(questionKind, fields).filter((question) => question.shown);
