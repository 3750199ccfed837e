import type { TFunction } from "i18next";
import { getI18n } from "./i18n";
import { type Language, languages } from "./languages";
import type { Bundles, Namespace } from "./namespaces";

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

/** All texts of every language, read once at start-up (the server keeps them in memory). */
const all = new Map<Language, Bundles>(languages.map((language) => [language, {}]));
for (const [file, texts] of Object.entries(files)) {
  const match = /locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(file);
  const bundles = match && all.get(match[1] as Language);
  if (bundles) bundles[match[2] as Namespace] = texts;
}

/** Every language's texts whole, as the files hold them: what the checks of the texts read. */
export const allTexts = (): Record<Language, Bundles> => Object.fromEntries(all) as Record<Language, Bundles>;

/** The texts a page ships to the browser: only its own language, only the namespaces it needs. */
export function bundlesFor(language: Language, namespaces: readonly Namespace[]): Bundles {
  const bundles = all.get(language) ?? {};
  return Object.fromEntries(namespaces.map((namespace) => [namespace, bundles[namespace] ?? {}]));
}

/** A translation function for loaders and `meta` texts computed on the server. */
export function serverT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return getI18n(language, all.get(language) ?? {}).getFixedT(language, namespace);
}
