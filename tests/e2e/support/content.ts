import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Locator } from "@playwright/test";
import { contentDataDir } from "../../../playwright.config";
import { texts } from "../fixtures";
import type { TestAccount } from "./staff";

/**
 * The content editor's server's database, written as the site's own code would: a draft an editor saved, or a version
 * an older release published (before the markup rules existed), for the tests of what the site does with them.
 */
const database = (dataDirectory = contentDataDir) =>
  new DatabaseSync(path.join(dataDirectory, "clinic.sqlite"), { timeout: 5_000 });

interface Text {
  language: string;
  namespace: string;
  key: string;
  value: string;
}

/** A draft saved by `account`, as the editor's Save leaves it. */
export function saveDraft(account: TestAccount, { language, namespace, key, value }: Text) {
  const db = database();
  try {
    db.prepare(
      `INSERT INTO content_drafts (language, namespace, key, value, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (language, namespace, key) DO UPDATE SET value = excluded.value`,
    ).run(language, namespace, key, value, new Date().toISOString(), account.id);
  } finally {
    db.close();
  }
}

/**
 * Publishes `texts` (`value` null: back to the default) as the next version, straight into the tables, as a release
 * without today's publish check could have: every instance loads it within seconds. Returns the version. Into the
 * content editor's server's database, or another server's (its data folder).
 */
export function publishDirectly(
  texts: ReadonlyArray<Omit<Text, "value"> & { value: string | null }>,
  dataDirectory = contentDataDir,
): number {
  const db = database(dataDirectory);
  try {
    const { latest } = db.prepare("SELECT COALESCE(MAX(version), 0) AS latest FROM content_versions").get() as {
      latest: number;
    };
    const version = latest + 1;
    const changes = texts.map(({ language, namespace, key, value }) => ({
      language,
      namespace,
      key,
      before: null,
      after: value,
    }));
    db.prepare(
      "INSERT INTO content_versions (version, published_at, published_by, reverts, changes) VALUES (?, ?, ?, NULL, ?)",
    ).run(version, new Date().toISOString(), "command_line", JSON.stringify(changes));
    for (const { language, namespace, key, value } of texts) {
      if (value === null) {
        db.prepare("DELETE FROM content_texts WHERE language = ? AND namespace = ? AND key = ?").run(
          language,
          namespace,
          key,
        );
      } else {
        db.prepare(
          `INSERT INTO content_texts (language, namespace, key, value, version) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (language, namespace, key) DO UPDATE SET value = excluded.value, version = excluded.version`,
        ).run(language, namespace, key, value, version);
      }
    }
    return version;
  } finally {
    db.close();
  }
}

const en = texts("en", "staff");
const fill = (text: string, values: Record<string, string | number>) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/**
 * Reverts a version from the history as an editor does: its button, then "Yes" in the confirmation that appears
 * beside it (what the revert changes); `entry` is the version's item of the history.
 */
export async function revertFromHistory(entry: Locator, version: number) {
  await entry.getByRole("button", { name: fill(en.content.history.revert, { version }) }).click();
  await entry.getByRole("button", { name: fill(en.content.history.revert_now, { version }) }).click();
}
