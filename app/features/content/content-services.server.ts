import { database } from "~/db/database.server";
import { PictureSweep } from "~/features/pictures/picture-sweep.server";
import { publishedCatalogueFields, setPublishedCatalogue } from "~/features/records/record-state.server";
import type { Language } from "~/i18n/languages";
import { currentTexts, setPublishedTexts, textAt, textsVersion } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { catalogueDefault, defaultText, splitPublished } from "./catalogue-content.server";
import {
  ContentStore,
  type ContentVersion,
  RefusedPublishError,
  type TextChange,
  type TextId,
} from "./content-store.server";
import { noteSavedDraft } from "./content-trail.server";
import { publishProblems, type TextProblem } from "./publish-check.server";
import { renderProblems } from "./publish-render.server";

let store: ContentStore | undefined;
/** The content store of the pages: each draft it saves is noted for the audit trail (content-trail.server.ts). */
export function contentStore(): ContentStore {
  store ??= new ContentStore(database(), noteSavedDraft);
  return store;
}

/** A text as visitors see it now: published, or the default. */
export const liveText = (text: TextId) =>
  text.namespace === "catalogue"
    ? (publishedCatalogueFields()[text.key] ?? catalogueDefault(text.key))
    : textAt(currentTexts(text.language)[text.namespace], text.key);

/** Loads what is published when it changed since this instance last looked; the page cache follows (its key). */
export async function refreshContent() {
  const latest = await contentStore().latestVersion();
  if (latest === textsVersion() && loadedOnce) return;
  const { version, texts: stored, publishedAt } = await contentStore().published();
  const { texts, catalogue } = splitPublished(stored);
  setPublishedCatalogue(catalogue);
  setPublishedTexts(version, texts, publishedAt);
  loadedOnce = true;
}
let loadedOnce = false;

export type PublishOutcome =
  | { ok: true; version: ContentVersion | undefined }
  | { ok: false; problems: readonly TextProblem[] };

/** Publishes every draft, when the rules allow it; this instance shows it at once, the others within seconds. */
export async function publishDrafts(accountId: string): Promise<PublishOutcome> {
  // The rules judge what this instance shows: first what another may have published meanwhile.
  await refreshContent();
  // Every page rendered with the drafts first, outside the publish's transaction (a page may read the database).
  const failing = await renderProblems(await contentStore().draftChanges(defaultText));
  return settle(() => contentStore().publish(accountId, defaultText, checkedWith(failing)));
}

/** Undoes a published version in one step (as a new version). */
export async function revertVersion(version: number, accountId: string): Promise<PublishOutcome> {
  await refreshContent();
  const failing = await renderProblems(await contentStore().revertChanges(version, accountId));
  return settle(() => contentStore().revert(version, accountId, checkedWith(failing)));
}

/** The rules, and the pages found failing when rendered with the same changes. */
const checkedWith =
  (failing: readonly TextProblem[]) =>
  (changes: readonly TextChange[]): TextProblem[] => [...publishProblems(changes), ...failing];

async function settle(work: () => Promise<ContentVersion | undefined>): Promise<PublishOutcome> {
  try {
    const version = await work();
    await refreshContent();
    return { ok: true, version };
  } catch (error) {
    if (error instanceof RefusedPublishError) return { ok: false, problems: error.problems as TextProblem[] };
    throw error;
  }
}

/** How often each instance asks whether something was published: a publish shows everywhere within 5 s. */
export const contentPollMs = 2000;
let timer: NodeJS.Timeout | undefined;
let failing = false;

let sweep: PictureSweep | undefined;

/**
 * Loads the published content at start-up, then looks for a newer version every `contentPollMs`; deletes the
 * pictures nothing uses any more every few hours.
 */
export async function startContentServices() {
  sweep ??= new PictureSweep(database());
  sweep.start();
  await refreshContent().catch((error) =>
    log.error("the published content could not be loaded", { error: String(error) }),
  );
  timer = setInterval(() => {
    refreshContent().then(
      () => {
        if (failing) log.info("the published content can be read again");
        failing = false;
      },
      (error) => {
        // Said once, not every two seconds: the pages meanwhile show the content last loaded.
        if (!failing) log.error("the published content could not be read", { error: String(error) });
        failing = true;
      },
    );
  }, contentPollMs);
  timer.unref();
}

export async function stopContentServices() {
  clearInterval(timer);
  timer = undefined;
  await sweep?.stop();
}

export type { Language, TextChange, TextId };
export { defaultText };
