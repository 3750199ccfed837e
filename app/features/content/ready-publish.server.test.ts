import { describe, expect, it } from "vitest";
import { readyOf } from "./content-services.server";
import type { TextChange } from "./content-store.server";
import type { TextProblem } from "./text-problem";

const change = (language: TextChange["language"], namespace: string, key: string, after: string): TextChange => ({
  language,
  namespace: namespace as TextChange["namespace"],
  key,
  before: null,
  after,
});

/** The reviewer's case: Lisbon's new phone, and a Spanish description of a treatment too short, with its title. */
const phone = change("en", "catalogue", "locations.lisbon.phone", "+351 210 001 299");
const description = change("es", "treatments", "prp.description", "Demasiado corto.");
const title = change("es", "treatments", "prp.title", "Plasma rico en plaquetas (PRP)");
const short: TextProblem = {
  language: "es",
  namespace: "treatments",
  key: "prp.description",
  rule: "too_few_words",
  detail: { count: 2, min: 80 },
};
/** A rule that finds the short description whenever it is among the changes, and nothing else. */
const rules = (changes: readonly TextChange[]) => (changes.includes(description) ? [short] : []);

describe("a publish of what is ready", () => {
  it("keeps back a refused text with the rest of its record, and lets the other drafts go live", () => {
    const { ready, held, heldBack } = readyOf([phone, description, title], rules);
    expect(ready).toEqual([phone]);
    expect(held).toEqual([short]);
    expect(heldBack(short)).toBe(true);
  });

  it("keeps everything back when a problem answers to no draft (a rule across records, a translation left behind)", () => {
    const orphan: TextProblem = { language: "fr", namespace: "home", key: "hero.title", rule: "missing_key" };
    const { ready, held } = readyOf([phone, description], (changes) => [...rules(changes), orphan]);
    expect(ready).toEqual([]);
    expect(held).toContainEqual(orphan);
  });

  it("publishes everything when nothing is refused", () => {
    expect(readyOf([phone, title], rules).ready).toEqual([phone, title]);
  });
});
