import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareFunction } from "react-router";
import type { PictureKind } from "~/config/pictures";
import { audit } from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { TextId } from "./content-store.server";

/**
 * The content's events of the audit trail that no one route holds (docs/decisions/018-audit-trail.md): the drafts a
 * request saved, whichever editor saved them (every one goes through `ContentStore.saveDraft`), and the pictures it
 * uploaded (every one goes through `keepUploadedPicture`). Both are noted while the request runs and recorded after
 * it by the staff area's middleware: one `content_draft_saved` with the keys of the drafts it changed, never their
 * text; one `picture_uploaded` per picture, with its id, kind and size and the field whose draft names it.
 */

interface UploadedPicture {
  id: string;
  kind: PictureKind;
  /** The size of the file uploaded. */
  bytes: number;
  /** The draft that names it (`en/catalogue:treatments.scalp-peel.image`), once saved. */
  field?: string;
}

interface Noted {
  drafts: Set<string>;
  pictures: UploadedPicture[];
}

const requestNotes = new AsyncLocalStorage<Noted>();

/** A text as the trail names it: language, namespace and key (`pt/home:hero.title`), without its value. */
export const trailKey = (text: TextId) => `${text.language}/${text.namespace}:${text.key}`;

/** A draft a save changed (ContentStore's `DraftSaved`); its value only tells which uploaded picture it names. */
export function noteSavedDraft(text: TextId, value: string) {
  const noted = requestNotes.getStore();
  if (!noted) return;
  const key = trailKey(text);
  noted.drafts.add(key);
  for (const picture of noted.pictures) if (picture.id === value) picture.field ??= key;
}

/** A picture an editor uploaded and the site kept (picture-upload.server.ts). */
export function noteUploadedPicture(picture: { id: string; kind: PictureKind; bytes: number }) {
  requestNotes.getStore()?.pictures.push({ ...picture });
}

/**
 * The staff area's middleware after `staffArea` (routes/staff/staff-layout.tsx): a post's drafts and uploads noted,
 * then recorded by the signed-in account, from its client, in its request, also when the action failed halfway (what
 * it saved stays saved).
 */
export const contentTrail: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method === "GET" || request.method === "HEAD") return next();
  const noted: Noted = { drafts: new Set(), pictures: [] };
  try {
    return await requestNotes.run(noted, next);
  } finally {
    await orUnavailable(async () => {
      for (const picture of noted.pictures) {
        await audit(context, {
          action: "picture_uploaded",
          objectId: picture.field,
          detail: { picture: picture.id, kind: picture.kind, bytes: picture.bytes },
        });
      }
      if (noted.drafts.size > 0) {
        await audit(context, {
          action: "content_draft_saved",
          detail: { texts: noted.drafts.size, keys: [...noted.drafts] },
        });
      }
    });
  }
};
