import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Trans } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { log } from "~/log.server";
import { getI18n } from "./i18n";
import { type Language, languages } from "./languages";
import type { Bundles } from "./namespaces";
import { currentTexts, defaultTexts, setPublishedTexts, textAt, withDrafts } from "./resources.server";
import { textTags } from "./text-tags";

/** The payload a reviewer published in the five languages: the consent's link led to another site. */
const hijack =
  'I have read and accept the <policy href="https://evil.example/en" target="_top" ping="https://evil.example/ping" id="x1">privacy policy</policy>.';
/** The one that took the home page down (React refuses a `style` that is a string). */
const breaker = 'I have read and accept the <policy style="x">privacy policy</policy>.';

/** The contact form's consent as the form draws it (`sealed`: its tags through `textTags`, as the form does). */
function consentHtml(language: Language, bundles: Bundles, sealed = true) {
  const i18n = getI18n(language, bundles, true);
  const t = i18n.getFixedT(language, "contact");
  return renderToStaticMarkup(
    <Trans
      i18n={i18n}
      t={t}
      i18nKey="consents.accept_policy"
      components={(sealed ? textTags : (elements: Record<string, ReactElement>) => elements)({
        // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated words inside
        policy: <a href={`/${language}/privacy-policy`} target="_blank" rel="noopener" />,
      })}
    />,
  );
}

const published = (value: string) =>
  languages.map((language) => ({ language, namespace: "contact" as const, key: "consents.accept_policy", value }));

describe("a published text whose markup is not its default's", () => {
  afterEach(() => {
    setPublishedTexts(0, []);
    vi.restoreAllMocks();
  });

  it("gives way to the repository's text in every language, and the log names it", () => {
    const warned = vi.spyOn(log, "warn").mockImplementation(() => {});
    setPublishedTexts(7, published(hijack));
    for (const language of languages) {
      const shown = textAt(currentTexts(language).contact, "consents.accept_policy");
      expect(shown).toBe(textAt(defaultTexts(language).contact, "consents.accept_policy"));
      const html = consentHtml(language, currentTexts(language));
      expect(html).not.toContain("evil.example");
      expect(html).toContain(`<a href="/${language}/privacy-policy" target="_blank" rel="noopener">`);
    }
    expect(warned).toHaveBeenCalledWith(expect.stringContaining("markup"), {
      version: 7,
      language: "pt",
      namespace: "contact",
      key: "consents.accept_policy",
    });
  });

  it("never fails the page: the style payload renders the default", () => {
    vi.spyOn(log, "warn").mockImplementation(() => {});
    setPublishedTexts(8, published(breaker));
    expect(() => consentHtml("es", currentTexts("es"))).not.toThrow();
    expect(consentHtml("es", currentTexts("es"))).toContain('<a href="/es/privacy-policy"');
  });

  it("would reach the HTML as written with react-i18next's own merging (what the fallback prevents)", () => {
    const raw = structuredClone(defaultTexts("fr"));
    (raw.contact as { consents: Record<string, string> }).consents.accept_policy = hijack;
    expect(consentHtml("fr", raw, false)).toContain('href="https://evil.example/en"');
    (raw.contact as { consents: Record<string, string> }).consents.accept_policy = breaker;
    expect(() => consentHtml("fr", { contact: structuredClone(raw.contact) }, false)).toThrow(/style/);
  });

  it("reaches no HTML through the code's tags either, even if a text slipped past both checks", () => {
    const raw = structuredClone(defaultTexts("fr"));
    const consents = (raw.contact as { consents: Record<string, string> }).consents;
    for (const payload of [
      hijack,
      breaker,
      'J’accepte la <policy dangerouslySetInnerHTML="x" class="y" data-x="1" onclick="alert(1)">politique</policy>.',
    ]) {
      consents.accept_policy = payload;
      const html = consentHtml("fr", { contact: structuredClone(raw.contact) });
      expect(html).not.toMatch(/evil\.example|style=|class=|data-x|onclick|id="x1"|_top|ping=/);
      expect(html).toMatch(/<a href="\/fr\/privacy-policy" target="_blank" rel="noopener">[^<]+<\/a>/);
    }
  });

  it("never fails the staff's preview either: a draft with dangerouslySetInnerHTML renders the default", async () => {
    const draft = 'Li e aceito a <policy dangerouslySetInnerHTML="x">política de privacidade</policy>.';
    const html = await withDrafts(
      [{ language: "pt", namespace: "contact", key: "consents.accept_policy", value: draft }],
      async () => consentHtml("pt", currentTexts("pt")),
    );
    expect(html).toBe(consentHtml("pt", defaultTexts("pt")));
    expect(html).toContain('<a href="/pt/privacy-policy" target="_blank" rel="noopener">política de privacidade</a>');
  });

  it("keeps a translation whose tags are its default's", () => {
    const own = "Li e aceito integralmente a <policy>política de privacidade</policy>.";
    setPublishedTexts(9, [{ language: "pt", namespace: "contact", key: "consents.accept_policy", value: own }]);
    expect(textAt(currentTexts("pt").contact, "consents.accept_policy")).toBe(own);
  });
});
