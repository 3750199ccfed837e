import { type PictureFormat, type PictureKind, pictureIdPattern } from "~/config/pictures";
import type { Sql } from "~/db/sql.server";

/** A picture made for the pages: its id, kind, and one file per format and width. */
export interface ConvertedPicture {
  id: string;
  kind: PictureKind;
  files: ReadonlyArray<{ format: PictureFormat; width: number; bytes: Uint8Array }>;
}

/**
 * The uploaded pictures (docs/decisions/022-uploaded-pictures.md), in the database: what every instance serves at
 * `/uploads/…`. A picture is written once with all its files, in one transaction; the same picture uploaded again
 * is the same picture, its upload's time renewed. It is a draft's, seen by the editors only, until a publish shows it
 * (`publish`); it is deleted once nothing names it (`deleteUnused`).
 */
export class PictureStore {
  constructor(private readonly db: Sql) {}

  /** Keeps the picture unless it is already kept; returns whether it was new. */
  async save(picture: ConvertedPicture, accountId: string, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // Uploaded again: as new for `deleteUnused`, which would otherwise take it before its draft names it.
      const renewed = await tx.run("UPDATE pictures SET uploaded_at = ? WHERE id = ?", [now.toISOString(), picture.id]);
      if (renewed > 0) return false;
      const added = await tx.run(
        "INSERT INTO pictures (id, kind, uploaded_at, uploaded_by) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
        [picture.id, picture.kind, now.toISOString(), accountId],
      );
      if (added === 0) return false;
      for (const file of picture.files) {
        await tx.run("INSERT INTO picture_files (picture_id, format, width, bytes) VALUES (?, ?, ?, ?)", [
          picture.id,
          file.format,
          file.width,
          file.bytes,
        ]);
      }
      return true;
    });
  }

  /** One file of a picture, if there is such a picture and file (bytes of their own, as both engines read a BLOB). */
  async file(id: string, width: number, format: PictureFormat): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const row = await this.db.get<{ bytes: Uint8Array<ArrayBuffer> }>(
      "SELECT bytes FROM picture_files WHERE picture_id = ? AND width = ? AND format = ?",
      [id, width, format],
    );
    return row?.bytes;
  }

  /** Whether a publish has shown the picture: anyone may see it then, and it never changes. */
  async isPublished(id: string): Promise<boolean> {
    const row = await this.db.get<{ published_at: string | null }>("SELECT published_at FROM pictures WHERE id = ?", [
      id,
    ]);
    return Boolean(row?.published_at);
  }

  /** A version shows these pictures (any of `values` that is one): public from now on. */
  async publish(values: Iterable<string>, now = new Date()) {
    for (const id of new Set(values)) {
      if (!pictureIdPattern.test(id)) continue;
      await this.db.run("UPDATE pictures SET published_at = ? WHERE id = ? AND published_at IS NULL", [
        now.toISOString(),
        id,
      ]);
    }
  }

  /**
   * Deletes the pictures uploaded before `uploadedBefore` that nothing names: no draft, no published text and no
   * version of the history (which keeps every version, each of which may be reverted to). Those uploaded since are
   * spared: an upload keeps its picture a moment before its draft names it. Returns how many went, with their files.
   */
  async deleteUnused(uploadedBefore: Date): Promise<number> {
    return this.db.run(
      `DELETE FROM pictures WHERE uploaded_at < ?
         AND NOT EXISTS (SELECT 1 FROM content_drafts WHERE value = pictures.id)
         AND NOT EXISTS (SELECT 1 FROM content_texts WHERE value = pictures.id)
         AND NOT EXISTS (SELECT 1 FROM content_versions WHERE changes LIKE '%"' || pictures.id || '"%')`,
      [uploadedBefore.toISOString()],
    );
  }

  /** The picture's kind, if it is kept. */
  async kindOf(id: string): Promise<PictureKind | undefined> {
    const row = await this.db.get<{ kind: PictureKind }>("SELECT kind FROM pictures WHERE id = ?", [id]);
    return row?.kind;
  }
}
