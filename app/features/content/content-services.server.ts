import { database } from "~/db/database.server";
import { PictureSweep } from "~/features/pictures/picture-sweep.server";
import { catalogueKindOf } from "~/features/records/kinds.server";
import { recordPageOfText } from "~/features/records/record-checks.server";
import { publishedCatalogueFields, setPublishedCatalogue } from "~/features/records/record-state.server";
import { currentTexts, setPublishedTexts, textAt, textsVersion } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { catalogueDefault, defaultText, splitPublished } from "./catalogue-content.server";
import {
  ContentStore,
  type ContentVersion,
  RefusedPublishError,
  sameText,
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
  showPublished(await contentStore().published());
  loadedOnce = true;
}
let loadedOnce = false;

/** What this instance's pages show: these published texts and fields over the defaults. */
export function showPublished({ version, texts: stored, publishedAt }: Awaited<ReturnType<ContentStore["published"]>>) {
  const { texts, catalogue } = splitPublished(stored);
  setPublishedCatalogue(catalogue);
  setPublishedTexts(version, texts, publishedAt);
}

export type PublishOutcome =
  | { ok: true; version: ContentVersion | undefined; held?: readonly TextProblem[] }
  | { ok: false; problems: readonly TextProblem[] };

/**
 * Publishes every draft that is ready: a draft the rules refuse keeps back only itself, with the rest of its record
 * (a treatment's fields and texts go live together), and stays a draft; the others go live. A problem no draft
 * answers for (a translation English's change leaves behind, a rule across records) keeps everything back, as it
 * must. This instance shows the version at once, the others within seconds.
 */
export async function publishDrafts(
  accountId: string,
  scope?: (change: TextChange) => boolean,
): Promise<PublishOutcome> {
  // The rules judge what this instance shows: first what another may have published meanwhile.
  await refreshContent();
  // Every page rendered with the drafts first, outside the publish's transaction (a page may read the database).
  const all = await contentStore().draftChanges(defaultText);
  // `scope`: the drafts of one record, or of one section in one language, published from where they are edited.
  const changes = scope ? all.filter(scope) : all;
  const check = checkedWith(await renderProblems(changes));
  const { ready, held, heldBack } = readyOf(changes, check);
  if (ready.length === 0 && held.length > 0) return { ok: false, problems: held };
  // Some drafts kept back: what goes live without them is rendered on its own too (a page may need a draft kept back).
  const failingWithout = held.length > 0 ? await renderProblems(ready) : [];
  if (failingWithout.length > 0) return { ok: false, problems: [...held, ...failingWithout] };
  // In the transaction, the same rules, less what the drafts kept back are told.
  const checkReady = (some: readonly TextChange[]) => check(some).filter((problem) => !heldBack(problem));
  const keep = scope
    ? (await contentStore().drafts()).filter((draft) => !ready.some((change) => sameText(change, draft)))
    : changes.filter((change) => !ready.includes(change));
  const outcome = await settle(() => contentStore().publish(accountId, defaultText, checkReady, { only: ready, keep }));
  return outcome.ok && held.length > 0 ? { ...outcome, held } : outcome;
}

/** The drafts a record's page publishes: its fields and its texts in every language (`/treatments/prp`). */
export const ofRecordPage = (page: string) => (change: TextChange) => unitOf(change) === page;

/**
 * What a text belongs to when a publish keeps some drafts back: its record's editor page (a record's fields and its
 * texts in every language are one), or else the text itself in its language.
 */
function unitOf({ language, namespace, key }: { language: string; namespace: string; key: string }) {
  const record = namespace === "catalogue" ? catalogueKindOf(key)?.editorPath(key) : recordPageOfText(namespace, key);
  return record ?? `${language} ${namespace}:${key}`;
}

/**
 * The changes that may go live now, and the problems of those kept back: each problem's record or text held, the
 * rest checked again (a rule across records may follow), until what is left breaks nothing. A problem none of the
 * changes answers for holds everything.
 */
export function readyOf(changes: readonly TextChange[], check: (changes: readonly TextChange[]) => TextProblem[]) {
  let ready = [...changes];
  const heldUnits = new Set<string>();
  const heldBack = (problem: TextProblem) => heldUnits.has(unitOf(problem));
  const held: TextProblem[] = [];
  while (ready.length > 0) {
    const problems = check(ready).filter((problem) => !heldBack(problem));
    if (problems.length === 0) break;
    const changed = new Set(ready.map(unitOf));
    const answered = problems.filter((problem) => changed.has(unitOf(problem)));
    if (answered.length < problems.length) return { ready: [], held: [...held, ...problems], heldBack };
    for (const problem of answered) heldUnits.add(unitOf(problem));
    held.push(...answered);
    ready = ready.filter((change) => !heldUnits.has(unitOf(change)));
  }
  return { ready, held, heldBack };
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

export { defaultText };
