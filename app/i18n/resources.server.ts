import { AsyncLocalStorage } from "node:async_hooks";
import type { TFunction } from "i18next";
import { log } from "~/log.server";
import { getI18n } from "./i18n";
import { type Language, languages } from "./languages";
import type { Bundles, Namespace } from "./namespaces";
import { safeText } from "./text-markup";
import { textAt, withText } from "./text-paths";

export { textAt, withText } from "./text-paths";

const files = import.meta.glob<Record<string, unknown>>("../locales/*/*.json", {
  eager: true,
  import: "default",
});

/** The repository's texts of every language, read once at start-up: the defaults (docs/decisions/020-content-editor.md). */
const defaults = new Map<Language, Bundles>(languages.map((language) => [language, {}]));
for (const [file, texts] of Object.entries(files)) {
  const match = /locales\/([a-zA-Z-]+)\/([a-z-]+)\.json$/.exec(file);
  const bundles = match && defaults.get(match[1] as Language);
  if (bundles) bundles[match[2] as Namespace] = texts;
}

/** One text the clinic published over its default: its language, namespace and dotted key. */
export interface PublishedText {
  language: Language;
  namespace: Namespace;
  key: string;
  value: string;
}

/** What pages are served: the defaults with the published texts over them, and the version they come from. */
let current = defaults;
let version = 0;
let publishedOn: string | undefined;

/**
 * Puts the clinic's published texts over the defaults (the content's live copy calls it at start-up and after each
 * publish, on every instance). Namespaces without a published text keep their default objects.
 */
export function setPublishedTexts(publishedVersion: number, texts: readonly PublishedText[], publishedAt?: string) {
  current = overlaid(defaults, texts, publishedVersion);
  version = publishedVersion;
  publishedOn = publishedAt?.slice(0, 10);
}

/**
 * `texts` over `base`, every namespace a new object. A text whose markup is not its default's (stored by an older
 * release, or written to the database by hand) gives way to the default, and the log says which: a page never
 * renders an attribute a text carries, nor fails on one (app/i18n/text-markup.ts).
 */
function overlaid(
  base: ReadonlyMap<Language, Bundles>,
  texts: readonly PublishedText[],
  version: number | "preview",
): Map<Language, Bundles> {
  const next = new Map<Language, Bundles>();
  // Every namespace a new object, even one with nothing published: the server's i18next instance takes a bundle
  // once per object (i18n.ts), and a text unpublished must replace the published one it holds.
  for (const language of languages) {
    const bundles = Object.entries(base.get(language) ?? {}).map(([namespace, texts]) => [namespace, { ...texts }]);
    next.set(language, Object.fromEntries(bundles));
  }
  for (const text of texts) {
    const bundles = next.get(text.language);
    if (!bundles) continue;
    const safe = safeText(text.value, textAt(defaults.get(text.language)?.[text.namespace], text.key));
    if (safe.replaced && version !== "preview") {
      const { language, namespace, key } = text;
      log.warn("a text's markup is not its default's: the default is shown", { version, language, namespace, key });
    }
    bundles[text.namespace] = withText(bundles[text.namespace] ?? {}, text.key.split("."), safe.text);
  }
  return next;
}

/** The texts of a preview of the drafts, for the request that renders it (and nothing else). */
const preview = new AsyncLocalStorage<Map<Language, Bundles>>();

/**
 * Renders `work` with `drafts` over the published texts: the staff's preview of a page (content-preview.server.ts).
 * Its texts go to their own i18next instance, never to the one public pages render with.
 */
export function withDrafts<T>(drafts: readonly PublishedText[], work: () => Promise<T>): Promise<T> {
  return preview.run(overlaid(current, drafts, "preview"), work);
}

/**
 * Renders `work` with exactly these texts, their markup as written: the publish check's render of every page
 * (features/content/publish-render.server.ts), which must fail where the texts would.
 */
export function withTexts<T>(texts: Readonly<Record<Language, Bundles>>, work: () => Promise<T>): Promise<T> {
  return preview.run(new Map(Object.entries(texts) as [Language, Bundles][]), work);
}

/** Whether this request renders a preview of the drafts. */
export const previewingDrafts = () => preview.getStore() !== undefined;

/**
 * The day the site's content last changed, as `YYYY-MM-DD`: the build's (the last commit that touched the texts,
 * the clinic's data or the images), or the day of the last publish when later.
 */
export const contentUpdatedOn = () =>
  publishedOn && publishedOn > __CONTENT_UPDATED__ ? publishedOn : __CONTENT_UPDATED__;

/** The version of the published content the pages show now (0: the repository's texts alone). */
export const textsVersion = () => version;

/** The repository's own texts of a language, before anything published. */
export const defaultTexts = (language: Language): Bundles => defaults.get(language) ?? {};

/** The texts of a language as visitors see them now (in a preview, with the drafts over them). */
export const currentTexts = (language: Language): Bundles => (preview.getStore() ?? current).get(language) ?? {};

/** Every language's texts whole, as the repository's files hold them: what the tests' checks of the texts read. */
export const allTexts = (): Record<Language, Bundles> => Object.fromEntries(defaults) as Record<Language, Bundles>;

/** The texts a page ships to the browser: only its own language, only the namespaces it needs. */
export function bundlesFor(language: Language, namespaces: readonly Namespace[]): Bundles {
  const bundles = currentTexts(language);
  return Object.fromEntries(namespaces.map((namespace) => [namespace, bundles[namespace] ?? {}]));
}

/** A translation function for loaders and `meta` texts computed on the server. */
export function serverT<N extends Namespace>(language: Language, namespace: N): TFunction<N> {
  return getI18n(language, currentTexts(language), previewingDrafts()).getFixedT(language, namespace);
}
