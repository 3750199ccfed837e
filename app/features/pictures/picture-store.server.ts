import type { PictureFormat, PictureKind } from "~/config/pictures";
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
 * changes nothing.
 */
export class PictureStore {
  constructor(private readonly db: Sql) {}

  /** Keeps the picture unless it is already kept; returns whether it was new. */
  async save(picture: ConvertedPicture, accountId: string, now = new Date()): Promise<boolean> {
    return this.db.transaction(async (tx) => {
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

  /** The picture's kind, if it is kept. */
  async kindOf(id: string): Promise<PictureKind | undefined> {
    const row = await this.db.get<{ kind: PictureKind }>("SELECT kind FROM pictures WHERE id = ?", [id]);
    return row?.kind;
  }
}
