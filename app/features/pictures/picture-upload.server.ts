import { maxPictureBytes, type PictureKind } from "~/config/pictures";
import { database } from "~/db/database.server";
import { noteUploadedPicture } from "~/features/content/content-trail.server";
import { convertPicture, type PictureProblem } from "./picture-conversion.server";
import { PictureStore } from "./picture-store.server";

/**
 * A file a staff form sent as a picture of a kind: checked (there, not over the size limit, a picture the pages can
 * use), converted to the kind's renditions and kept in the database, where every instance reads it. Its id, for the
 * draft that names it; or why it was refused.
 */
export async function keepUploadedPicture(
  file: FormDataEntryValue | null,
  kind: PictureKind,
  accountId: string,
): Promise<{ ok: true; id: string } | { ok: false; problem: PictureProblem }> {
  if (!(file instanceof File) || file.size === 0) return { ok: false, problem: "picture_missing" };
  if (file.size > maxPictureBytes) return { ok: false, problem: "picture_too_large" };
  const converted = await convertPicture(new Uint8Array(await file.arrayBuffer()), kind);
  if (!converted.ok) return converted;
  await new PictureStore(database()).save(converted.picture, accountId);
  noteUploadedPicture({ id: converted.picture.id, kind, bytes: file.size });
  return { ok: true, id: converted.picture.id };
}
