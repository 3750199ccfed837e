import { describe, expect, it } from "vitest";
import { markupFindings, safeText } from "./text-markup";

const reference = "I have read and accept the <policy>privacy policy</policy>.";
const rules = (text: string, against: string | undefined = reference) =>
  markupFindings(text, against).map(({ rule }) => rule);

describe("a text's markup against the repository's text for its key", () => {
  it("accepts the same tags, moved or translated around", () => {
    expect(markupFindings("Li e aceito a <policy>política de privacidade</policy>.", reference)).toEqual([]);
    expect(markupFindings("<policy>Privacy policy</policy>: I have read and accept it.", reference)).toEqual([]);
    expect(markupFindings("Plain words, < none, nor >", undefined).map(({ rule }) => rule)).toEqual(["tag_malformed"]);
  });

  it.each([
    ['<policy href="https://evil.example/en">privacy policy</policy>', '<policy href="https://evil.example/en">'],
    ['<policy target="_top">privacy policy</policy>', '<policy target="_top">'],
    ['<policy ping="https://evil.example/ping">privacy policy</policy>', '<policy ping="https://evil.example/ping">'],
    ['<policy style="x">privacy policy</policy>', '<policy style="x">'],
    ['<policy class="x">privacy policy</policy>', '<policy class="x">'],
    ['<policy id="x1">privacy policy</policy>', '<policy id="x1">'],
    ['<policy data-x="1">privacy policy</policy>', '<policy data-x="1">'],
    ['<policy onclick="alert(1)">privacy policy</policy>', '<policy onclick="alert(1)">'],
    ['<policy dangerouslySetInnerHTML="x">privacy policy</policy>', '<policy dangerouslySetInnerHTML="x">'],
    ["<policy hidden>privacy policy</policy>", "<policy hidden>"],
    ["<POLICY>privacy policy</POLICY>", "<POLICY>"],
  ])("refuses an attribute or an odd spelling: %s", (tag, found) => {
    expect(markupFindings(`I have read and accept the ${tag}.`, reference)).toEqual([
      { rule: "tag_attribute", detail: { found } },
    ]);
  });

  it("refuses a tag the repository's text lacks, whatever English says", () => {
    expect(rules("Read the <a>privacy policy</a>.")).toEqual(["tags_changed"]);
    expect(markupFindings("Accept <script>alert(1)</script> the <policy>policy</policy>.", reference)).toEqual([
      {
        rule: "tags_changed",
        detail: { expected: "<policy> </policy>", found: "<script> </script> <policy> </policy>" },
      },
    ]);
    // Two links where the page has one, or one nested in bold: no element the page gives for either.
    expect(rules("<policy>privacy</policy> <policy>policy</policy>")).toEqual(["tags_changed"]);
    expect(rules("<strong><policy>privacy policy</policy></strong>", `<strong>x</strong> ${reference}`)).toEqual([
      "tags_changed",
    ]);
    // A text the repository does not have (a treatment the clinic added) carries none.
    expect(markupFindings("A <strong>new</strong> treatment", undefined)).toEqual([
      { rule: "tag_not_allowed", detail: { found: "<strong> </strong>" } },
    ]);
  });

  it("refuses a tag left open, closed out of order, self-closing where it holds words, or a lone bracket", () => {
    expect(rules("the <policy>privacy policy.")).toEqual(["tag_malformed"]);
    expect(rules("the privacy policy</policy>.")).toEqual(["tag_malformed"]);
    expect(rules("<strong><policy>x</strong></policy>", "<strong>a</strong><policy>b</policy>")).toEqual([
      "tag_malformed",
    ]);
    expect(rules("the <policy/> privacy policy.")).toEqual(["tags_changed"]);
    expect(rules("the <policy />.")).toEqual(["tags_changed"]);
    expect(rules("the </policy/>.")).toEqual(["tag_malformed"]);
    expect(rules("the < policy>privacy policy</policy>.")).toEqual(["tag_malformed"]);
    expect(rules('the <policy href="x".')).toEqual(["tag_malformed"]);
  });

  it("refuses the HTML codes <Trans> decodes, so that no tag hides behind them", () => {
    expect(
      markupFindings('the &lt;a href="https://evil.example"&gt;policy&lt;/a&gt; <policy>x</policy>', reference),
    ).toEqual([{ rule: "markup_entity", detail: { found: "&lt;" } }]);
    expect(rules("the &#60;policy&#62; <policy>x</policy>")).toEqual(["markup_entity"]);
    expect(rules("the &#x3C;policy <policy>x</policy>")).toEqual(["markup_entity"]);
    expect(rules("Q&A, R&D: <policy>x</policy>")).toEqual([]);
  });
});

describe("the text a page renders for a stored text", () => {
  it("is the stored text when its markup is the default's, else the default, else its words alone", () => {
    const translated = "Li e aceito a <policy>política de privacidade</policy>.";
    expect(safeText(translated, reference)).toEqual({ text: translated, replaced: false });
    expect(safeText('Accept the <policy style="x">policy</policy>.', reference)).toEqual({
      text: reference,
      replaced: true,
    });
    expect(safeText('A <a href="https://evil.example">new</a> treatment &lt;b&gt;', undefined)).toEqual({
      text: "A new treatment b",
      replaced: true,
    });
  });
});
