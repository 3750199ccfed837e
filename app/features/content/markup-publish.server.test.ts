import { describe, expect, it } from "vitest";
import { languages } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import type { TextChange } from "./content-store.server";
import { publishProblems } from "./publish-check.server";

/** One text of every language changed to `after` (the consent's link, unless another key is given). */
const everywhere = (after: string, namespace: Namespace = "contact", key = "consents.accept_policy"): TextChange[] =>
  languages.map((language) => ({ language, namespace, key, before: null, after }));

const onPolicy = (problems: ReturnType<typeof publishProblems>) =>
  problems.filter((problem) => problem.key === "consents.accept_policy");

describe("a publish of a text's markup", () => {
  it("refuses the reviewer's payload in each of the five languages, naming each field", () => {
    const problems = publishProblems(
      everywhere(
        'I have read and accept the <policy href="https://evil.example/en" target="_top" ping="https://evil.example/ping" id="x1">privacy policy</policy>.',
      ),
    );
    expect(onPolicy(problems).map(({ language, namespace, rule }) => [language, namespace, rule])).toEqual(
      languages.map((language) => [language, "contact", "tag_attribute"]),
    );
    expect(onPolicy(problems)[0]?.detail?.found).toContain('href="https://evil.example/en"');
  });

  it.each([
    ["style", '<policy style="x">privacy policy</policy>'],
    ["class", '<policy class="big">privacy policy</policy>'],
    ["data-*", '<policy data-track="1">privacy policy</policy>'],
    ["on*", '<policy onmouseover="alert(1)">privacy policy</policy>'],
    ["dangerouslySetInnerHTML", '<policy dangerouslySetInnerHTML="x">privacy policy</policy>'],
  ])("refuses an attribute: %s", (_, tag) => {
    const problems = publishProblems(everywhere(`I have read and accept the ${tag}.`));
    expect(new Set(onPolicy(problems).map(({ rule }) => rule))).toEqual(new Set(["tag_attribute"]));
  });

  it("refuses a tag the repository's text lacks even when English, edited the same way, has it", () => {
    // English is the reference of the translations, but an editor changes it too: the repository's text decides.
    const problems = publishProblems(everywhere("I have read and accept the <a>privacy policy</a>."));
    expect(onPolicy(problems).map(({ language, rule }) => [language, rule])).toEqual(
      languages.map((language) => [language, "tags_changed"]),
    );
    const script = publishProblems(everywhere("<script>alert(1)</script> the <policy>privacy policy</policy>."));
    expect(onPolicy(script)).toHaveLength(languages.length);
  });

  it("refuses a tag left open, nested wrong, self-closing or hidden behind an HTML code", () => {
    const rule = (after: string) => [...new Set(onPolicy(publishProblems(everywhere(after))).map(({ rule }) => rule))];
    expect(rule("I have read and accept the <policy>privacy policy.")).toEqual(["tag_malformed"]);
    expect(rule("I accept the <policy><strong>privacy</policy> policy</strong>.")).toEqual(["tag_malformed"]);
    expect(rule("I have read and accept the <policy/> privacy policy.")).toEqual(["tags_changed"]);
    expect(rule("I accept the &lt;policy&gt; <policy>privacy policy</policy>.")).toEqual(["markup_entity"]);
  });

  it("refuses tags in a text whose site's own text has none, or that the repository does not have", () => {
    const problems = publishProblems([
      { language: "en", namespace: "home", key: "hero.title", before: null, after: "Care <strong>first</strong>" },
      {
        language: "es",
        namespace: "treatments",
        key: "scalp_peel.title",
        before: null,
        after: "Peeling <b>capilar</b>",
      },
    ]);
    expect(problems).toContainEqual({
      language: "en",
      namespace: "home",
      key: "hero.title",
      rule: "tag_not_allowed",
      detail: { found: "<strong> </strong>" },
    });
    expect(problems).toContainEqual(
      expect.objectContaining({ language: "es", key: "scalp_peel.title", rule: "tag_not_allowed" }),
    );
  });

  it("lets a translation move its tags", () => {
    const problems = publishProblems([
      {
        language: "pt",
        namespace: "contact",
        key: "consents.accept_policy",
        before: null,
        after: "Li a <policy>política de privacidade</policy> e aceito-a.",
      },
    ]);
    expect(onPolicy(problems)).toEqual([]);
  });
});
