import type { Sql } from "~/db/sql.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { defaultLanguage, isLanguage, type Language, languages } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";

/**
 * The namespaces of the content: the text files', and `catalogue`, the treatments' fields (stored under English,
 * they are of no language: config/treatment-catalogue.ts).
 */
export type ContentNamespace = Namespace | "catalogue";

/** A text of the site: its language, namespace and dotted key, as in app/locales/<language>/<namespace>.json. */
export interface TextId {
  language: Language;
  namespace: ContentNamespace;
  key: string;
}

/** A published text. */
export type StoredText = TextId & { value: string };

export const sameText = (a: TextId, b: TextId) =>
  a.language === b.language && a.namespace === b.namespace && a.key === b.key;
/** The language the texts are written in first (English), which the others translate. */
export const sourceLanguage: Language = defaultLanguage;

/** Only a text's language, namespace and key. */
const textIdOf = ({ language, namespace, key }: TextId): TextId => ({ language, namespace, key });
const idOf = (text: TextId) => `${text.language} ${text.namespace} ${text.key}`;
/** The condition that picks one text's row, and its parameters. */
const oneText = "WHERE language = ? AND namespace = ? AND key = ?";
const paramsOf = (text: TextId) => [text.language, text.namespace, text.key];

/** A text edited and not yet published. */
export interface Draft extends TextId {
  value: string;
  updatedAt: string;
  updatedBy: string;
}

/** One text's change in a version: `null` is the repository's default. */
export interface TextChange extends TextId {
  before: string | null;
  after: string | null;
  /**
   * Who wrote it: the account that last changed its draft, the one who pressed Revert, or `command_line` for
   * `content:import`. Absent in the versions published before it was kept.
   */
  draftedBy?: string;
}

/** The accounts whose writing a version put live, each once, in their order of first change. */
export const draftAuthors = (changes: readonly TextChange[]) => [
  ...new Set(changes.flatMap((change) => (change.draftedBy ? [change.draftedBy] : []))),
];

/** Told of each draft a save changed (added, changed or dropped): the audit trail's `content_draft_saved`. */
export type DraftSaved = (text: TextId, value: string) => void;

export interface ContentVersion {
  version: number;
  publishedAt: string;
  publishedBy: string;
  /** The version this one undid, if it is a revert. */
  reverts: number | null;
  changes: TextChange[];
}

/** A translation whose source text changed after it was written, since that version. */
export interface Review extends TextId {
  sinceVersion: number;
}

/** Someone published meanwhile: the version number this publish would have taken is gone. */
export class PublishedMeanwhileError extends Error {
  constructor() {
    super("another version was published meanwhile");
  }
}

/** The rules refused what would be published: nothing was. */
export class RefusedPublishError<Problem> extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(`the content breaks ${problems.length} rule(s)`);
  }
}

interface TextRow {
  language: string;
  namespace: string;
  key: string;
  value: string;
}

interface DraftRow extends TextRow {
  updated_at: string;
  updated_by: string;
}

interface VersionRow {
  version: number | string;
  published_at: string;
  published_by: string;
  reverts: number | string | null;
  changes: string;
}

/** A row's text, none when its language is not one of the site's. */
const textIds = (row: { language: string; namespace: string; key: string }): TextId[] =>
  isLanguage(row.language)
    ? [{ language: row.language, namespace: row.namespace as ContentNamespace, key: row.key }]
    : [];

const selectVersions = "SELECT version, published_at, published_by, reverts, changes FROM content_versions";
const version = (row: VersionRow): ContentVersion => ({
  version: Number(row.version),
  publishedAt: row.published_at,
  publishedBy: row.published_by,
  reverts: row.reverts === null ? null : Number(row.reverts),
  changes: JSON.parse(row.changes) as TextChange[],
});

/**
 * What the rules see before a publish: every text as it would be published (the repository's defaults, the published
 * texts and the changes over them), given by the caller; returns the problems, none when it may be published.
 */
export type PublishCheck<Problem> = (changes: readonly TextChange[]) => readonly Problem[];

/**
 * The site's content in the database (docs/decisions/020-content-editor.md): the published texts (over the
 * repository's defaults), the editors' shared drafts, every published version with its changes, and the translations
 * that need review since their source changed.
 */
export class ContentStore {
  constructor(
    private readonly db: Sql,
    private readonly draftSaved: DraftSaved = () => {},
  ) {}

  /** The last published version's number (0 before the first publish). */
  async latestVersion(): Promise<number> {
    const row = await this.db.get<{ latest: number | string | null }>(
      "SELECT MAX(version) AS latest FROM content_versions",
    );
    return Number(row?.latest ?? 0);
  }

  /** Every published text and the version they make up. */
  async published(): Promise<{ version: number; publishedAt: string | undefined; texts: StoredText[] }> {
    return this.db.transaction(async (tx) => {
      const rows = await tx.all<TextRow>("SELECT language, namespace, key, value FROM content_texts");
      const texts = rows.flatMap((row) => textIds(row).map((id) => ({ ...id, value: row.value })));
      const latest = await tx.get<{ version: number | string; published_at: string }>(
        "SELECT version, published_at FROM content_versions ORDER BY version DESC LIMIT 1",
      );
      return { version: Number(latest?.version ?? 0), publishedAt: latest?.published_at, texts };
    });
  }

  async drafts(): Promise<Draft[]> {
    const rows = await this.db.all<DraftRow>(
      "SELECT language, namespace, key, value, updated_at, updated_by FROM content_drafts ORDER BY namespace, key, language",
    );
    return rows.flatMap((row) =>
      textIds(row).map((id) => ({ ...id, value: row.value, updatedAt: row.updated_at, updatedBy: row.updated_by })),
    );
  }

  /**
   * Keeps a text's draft; a draft equal to what is published (or, unpublished, to the default `current`) is dropped:
   * there is nothing to publish. A draft saved again as it was keeps its author. Returns whether the drafts changed.
   */
  async saveDraft(text: TextId, value: string, current: string, accountId: string, now = new Date()) {
    const changed =
      value === current
        ? await this.db.run(`DELETE FROM content_drafts ${oneText}`, paramsOf(text))
        : await this.db.run(
            `INSERT INTO content_drafts (language, namespace, key, value, updated_at, updated_by)
             VALUES (?, ?, ?, ?, ?, ?)
             ON CONFLICT (language, namespace, key) DO UPDATE SET value = excluded.value,
             updated_at = excluded.updated_at, updated_by = excluded.updated_by
             WHERE content_drafts.value <> excluded.value`,
            [text.language, text.namespace, text.key, value, now.toISOString(), accountId],
          );
    if (changed > 0) this.draftSaved(text, value);
    return changed > 0;
  }

  /** Drops every draft (or those of one language): how many, and whose. */
  async discardDrafts(language?: Language): Promise<{ texts: number; authors: string[] }> {
    return this.db.transaction(async (tx) => {
      const where = language ? " WHERE language = ?" : "";
      const params = language ? [language] : [];
      const authors = await tx.all<{ updated_by: string }>(
        `SELECT DISTINCT updated_by FROM content_drafts${where} ORDER BY updated_by`,
        params,
      );
      const texts = await tx.run(`DELETE FROM content_drafts${where}`, params);
      return { texts, authors: authors.map((row) => row.updated_by) };
    });
  }

  /**
   * Publishes every draft as the next version, when `check` finds no problem: the drafts become the published texts
   * (a draft equal to the repository's default, given by `defaultOf`, removes the published one), a changed source
   * text marks its translations for review, a changed translation is reviewed. Returns the version, or undefined
   * when no draft changed anything.
   */
  async publish<Problem>(
    accountId: string,
    defaultOf: (text: TextId) => string | undefined,
    check: PublishCheck<Problem>,
    { only, keep = [], now = new Date() }: { only?: readonly TextId[]; keep?: readonly TextId[]; now?: Date } = {},
  ): Promise<ContentVersion | undefined> {
    return this.db.transaction(async (tx) => {
      const store = new ContentStore(tx);
      // The version read first, before the drafts: see `apply`.
      const base = await store.latestVersion();
      // `only`: the drafts found ready (the others stay drafts); as they are now, inside the transaction.
      const wanted = only && new Set(only.map(idOf));
      const changes = (await store.draftChanges(defaultOf)).filter((change) => !wanted || wanted.has(idOf(change)));
      const made = await store.apply(base, changes, accountId, null, check, now);
      // Every draft goes, but those kept back.
      const kept = new Set(keep.map(idOf));
      for (const draft of await store.drafts()) {
        if (kept.has(idOf(draft))) continue;
        await tx.run(`DELETE FROM content_drafts ${oneText}`, paramsOf(draft));
      }
      return made;
    });
  }

  /**
   * Publishes these texts as they are given (not the drafts, which stay): the files `content:import` reads, written
   * by `accountId` (`command_line`).
   */
  async publishTexts<Problem>(
    texts: ReadonlyArray<TextId & { value: string }>,
    accountId: string,
    defaultOf: (text: TextId) => string | undefined,
    check: PublishCheck<Problem>,
    now = new Date(),
  ): Promise<ContentVersion | undefined> {
    return this.db.transaction(async (tx) => {
      const store = new ContentStore(tx);
      const base = await store.latestVersion();
      const written = texts.map((text) => ({ ...text, draftedBy: accountId }));
      return store.apply(base, await store.changesOf(written, defaultOf), accountId, null, check, now);
    });
  }

  /** The changes these values would make to what is published. */
  private async changesOf(
    texts: ReadonlyArray<TextId & { value: string; draftedBy: string }>,
    defaultOf: (text: TextId) => string | undefined,
  ): Promise<TextChange[]> {
    return this.againstPublished(
      texts.map((text) => ({ ...text, after: text.value === defaultOf(text) ? null : text.value })),
    );
  }

  /** Each text `after` (null: its default) beside what is published now, where they differ. */
  private async againstPublished(
    wanted: ReadonlyArray<TextId & { after: string | null; draftedBy: string }>,
  ): Promise<TextChange[]> {
    const published = await this.publishedValues(wanted);
    return wanted
      .map((text) => ({
        ...textIdOf(text),
        before: published.get(idOf(text)) ?? null,
        after: text.after,
        draftedBy: text.draftedBy,
      }))
      .filter((change) => change.before !== change.after);
  }

  /**
   * The changes a publish of the drafts would make now, read without publishing: what the publish check renders
   * before the publish itself (which reads them again in its transaction).
   */
  async draftChanges(defaultOf: (text: TextId) => string | undefined): Promise<TextChange[]> {
    const drafts = (await this.drafts()).map((draft) => ({ ...draft, draftedBy: draft.updatedBy }));
    return this.changesOf(drafts, defaultOf);
  }

  /** The changes undoing a version would make now, read without publishing (see `draftChanges`). */
  async revertChanges(versionNumber: number, accountId: string): Promise<TextChange[]> {
    const undone = await this.version(versionNumber);
    return undone ? this.undoing(undone, accountId) : [];
  }

  /** The changes that put a version's texts back to what they were before it, written by who reverts it. */
  private async undoing(undone: ContentVersion, accountId: string): Promise<TextChange[]> {
    return this.againstPublished(
      undone.changes.map((change) => ({ ...textIdOf(change), after: change.before, draftedBy: accountId })),
    );
  }

  /**
   * Undoes a version in one step: its texts go back to what they were before it, as a new version that says which it
   * reverts (itself checked by the rules: a text reverted to may break one since added); its changes are written by
   * the one who reverts.
   */
  async revert<Problem>(
    versionNumber: number,
    accountId: string,
    check: PublishCheck<Problem>,
    now = new Date(),
  ): Promise<ContentVersion | undefined> {
    return this.db.transaction(async (tx) => {
      const store = new ContentStore(tx);
      const base = await store.latestVersion();
      const undone = await store.version(versionNumber);
      if (!undone) return undefined;
      return store.apply(base, await store.undoing(undone, accountId), accountId, versionNumber, check, now);
    });
  }

  /** One published version. */
  async version(versionNumber: number): Promise<ContentVersion | undefined> {
    const row = await this.db.get<VersionRow>(`${selectVersions} WHERE version = ?`, [versionNumber]);
    return row ? version(row) : undefined;
  }

  /** The published versions, newest first. */
  async versions(limit = 50, offset = 0): Promise<{ versions: ContentVersion[]; total: number }> {
    const rows = await this.db.all<VersionRow>(`${selectVersions} ORDER BY version DESC LIMIT ? OFFSET ?`, [
      limit,
      offset,
    ]);
    const total = await this.db.get<{ count: number | string }>("SELECT COUNT(*) AS count FROM content_versions");
    return { versions: rows.map(version), total: Number(total?.count ?? 0) };
  }

  /** The translations that need review (of one language, or all). */
  async reviews(language?: Language): Promise<Review[]> {
    const rows = await this.db.all<{ language: string; namespace: string; key: string; since_version: number }>(
      `SELECT language, namespace, key, since_version FROM content_reviews${language ? " WHERE language = ?" : ""}
       ORDER BY namespace, key, language`,
      language ? [language] : [],
    );
    return rows.flatMap((row) => textIds(row).map((id) => ({ ...id, sinceVersion: Number(row.since_version) })));
  }

  /** Someone read a translation whose source changed and found it still right. */
  async confirm(text: TextId): Promise<boolean> {
    return (await this.db.run(`DELETE FROM content_reviews ${oneText}`, paramsOf(text))) > 0;
  }

  /** The published values of these texts (absent: the default). */
  private async publishedValues(texts: readonly TextId[]): Promise<Map<string, string>> {
    const values = new Map<string, string>();
    for (const text of texts) {
      const row = await this.db.get<{ value: string }>(`SELECT value FROM content_texts ${oneText}`, paramsOf(text));
      if (row) values.set(idOf(text), row.value);
    }
    return values;
  }

  /**
   * Writes `changes` as the version after `base`, after the rules' check; inside a transaction. `base` is the latest
   * version as the transaction first saw it, read before anything the changes were made from: on PostgreSQL each
   * statement sees what others committed meanwhile, so a publish that read the drafts before another one committed
   * them, and the latest version after, would publish them again as a version of its own. Taking `base + 1`, it finds
   * that number taken and is told another came first. No changes: nothing to publish.
   */
  private async apply<Problem>(
    base: number,
    changes: readonly TextChange[],
    accountId: string,
    reverts: number | null,
    check: PublishCheck<Problem>,
    now: Date,
  ): Promise<ContentVersion | undefined> {
    if (changes.length === 0) return undefined;
    const problems = check(changes);
    if (problems.length > 0) throw new RefusedPublishError(problems);
    const next = base + 1;
    const inserted = await this.db.run(
      `INSERT INTO content_versions (version, published_at, published_by, reverts, changes) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (version) DO NOTHING`,
      [next, now.toISOString(), accountId, reverts, JSON.stringify(changes)],
    );
    if (inserted === 0) throw new PublishedMeanwhileError();
    for (const change of changes) {
      const where = paramsOf(change);
      if (change.after === null) {
        await this.db.run(`DELETE FROM content_texts ${oneText}`, where);
      } else {
        await this.db.run(
          `INSERT INTO content_texts (language, namespace, key, value, version) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (language, namespace, key) DO UPDATE SET value = excluded.value, version = excluded.version`,
          [...where, change.after, next],
        );
      }
      if (change.namespace === "catalogue") continue;
      if (change.language === sourceLanguage) await this.markTranslations(change, changes, next);
      else await this.db.run(`DELETE FROM content_reviews ${oneText}`, where);
    }
    // A picture the site now shows is public from this version on (docs/decisions/022-uploaded-pictures.md).
    await new PictureStore(this.db).publish(
      changes.flatMap((change) => change.after ?? []),
      now,
    );
    return { version: next, publishedAt: now.toISOString(), publishedBy: accountId, reverts, changes: [...changes] };
  }

  /** A source text changed: each translation not changed with it needs review. */
  private async markTranslations(source: TextChange, changes: readonly TextChange[], since: number) {
    for (const language of languages) {
      if (language === sourceLanguage) continue;
      const translation = { language, namespace: source.namespace, key: source.key };
      if (changes.some((change) => sameText(change, translation))) continue;
      await this.db.run(
        `INSERT INTO content_reviews (language, namespace, key, since_version) VALUES (?, ?, ?, ?)
         ON CONFLICT (language, namespace, key) DO UPDATE SET since_version = excluded.since_version`,
        [language, source.namespace, source.key, since],
      );
    }
  }
}
