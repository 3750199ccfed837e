import { type PictureFormat, pictureFormats, pictureIdPattern } from "~/config/pictures";
import { database } from "~/db/database.server";
import { maySeeDrafts } from "~/features/content/content-preview.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { Route } from "./+types/uploads";

const types: Record<PictureFormat, string> = { avif: "image/avif", webp: "image/webp" };
const fileName = /^([0-9a-f]+)-(\d{1,5})\.([a-z]+)$/;

// Kept by no cache: a draft's picture, not found by a visitor today, is found once published.
const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

/**
 * `GET /uploads/<id>-<width>.<avif|webp>`: one rendition of a picture the staff uploaded
 * (docs/decisions/022-uploaded-pictures.md), from the database, so that every instance serves it. Once a publish has
 * shown it, its address names its content, so it is public and cached for a year. Before that it is a draft's: only
 * a signed-in owner or editor gets it, and no cache keeps it (a draft discarded never reaches anyone else). Anything
 * else is 404.
 */
export const loader = ({ params, request }: Route.LoaderArgs) =>
  orUnavailable(
    async () => {
      const [, id = "", width = "", format = ""] = fileName.exec(params.file) ?? [];
      if (!pictureIdPattern.test(id) || !(pictureFormats as readonly string[]).includes(format)) return notFound();
      const store = new PictureStore(database());
      const published = await store.isPublished(id);
      if (!published && !(await maySeeDrafts(request))) return notFound();
      const bytes = await store.file(id, Number(width), format as PictureFormat);
      if (!bytes) return notFound();
      return new Response(bytes, {
        headers: {
          "Content-Type": types[format as PictureFormat],
          "Content-Length": String(bytes.byteLength),
          "Cache-Control": published ? "public, max-age=31536000, immutable" : "private, no-store",
        },
      });
    },
    () => new Response("Unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "5" } }),
  );
