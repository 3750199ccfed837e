import i18next, { type i18n } from "i18next";
import { textsByKey } from "~/config/treatments";
import type { Language } from "./languages";
import type { Bundles } from "./namespaces";

/**
 * One i18next instance per language, created once and kept: on the server it gathers that
 * language's texts as pages ask for them; in the browser it holds only what the pages sent.
 */
const instances = new Map<string, i18n>();
/**
 * The bundle each instance took last for each namespace (loader data keeps its objects across renders, and the server
 * its published texts until the next publish): another object is added again, over it. Per instance and per namespace,
 * so that a preview, or the publish check, that renders the published texts after others never keeps the others'.
 */
const added = new Map<string, Map<string, object>>();

export function getI18n(language: Language, bundles: Bundles, drafts = false): i18n {
  // A preview of the staff's drafts renders with an instance of its own: its texts must never reach a public page.
  const name = drafts ? `${language}:drafts` : language;
  let instance = instances.get(name);
  if (!instance) {
    instance = i18next.createInstance();
    instance.init({
      lng: language,
      // Every language has every key (a test guards it); a page ships only its own language.
      fallbackLng: false,
      defaultNS: "common",
      ns: [],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    instances.set(name, instance);
    added.set(name, new Map());
  }
  const last = added.get(name) ?? new Map<string, object>();
  // A page may send part of a namespace (a treatment page, its own treatments only): parts merge.
  for (const [namespace, texts] of Object.entries(bundles)) {
    if (!texts || last.get(namespace) === texts) continue;
    // Pages send the treatments' texts keyed by public slug (config/treatments.ts): keyed back by treatment key.
    const keyed = namespace === "treatments" ? textsByKey(texts) : texts;
    // Over what the instance holds: after a publish, the server's instance and a browser that navigated get the new texts.
    instance.addResourceBundle(language, namespace, keyed, true, true);
    last.set(namespace, texts);
  }
  return instance;
}
