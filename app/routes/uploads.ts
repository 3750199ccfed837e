import { type PictureFormat, pictureFormats, pictureIdPattern } from "~/config/pictures";
import { database } from "~/db/database.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { orUnavailable } from "~/http/unavailable.server";
import type { Route } from "./+types/uploads";

const types: Record<PictureFormat, string> = { avif: "image/avif", webp: "image/webp" };
const fileName = /^([0-9a-f]+)-(\d{1,5})\.([a-z]+)$/;

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * `GET /uploads/<id>-<width>.<avif|webp>`: one rendition of a picture the staff uploaded
 * (docs/decisions/022-uploaded-pictures.md), from the database, so that every instance serves it. Its address names
 * its content, so it is cached for a year; anything else is 404.
 */
export const loader = ({ params }: Route.LoaderArgs) =>
  orUnavailable(
    async () => {
      const [, id = "", width = "", format = ""] = fileName.exec(params.file) ?? [];
      if (!pictureIdPattern.test(id) || !(pictureFormats as readonly string[]).includes(format)) return notFound();
      const bytes = await new PictureStore(database()).file(id, Number(width), format as PictureFormat);
      if (!bytes) return notFound();
      return new Response(bytes, {
        headers: {
          "Content-Type": types[format as PictureFormat],
          "Content-Length": String(bytes.byteLength),
          "Cache-Control": "public, max-age=31536000, immutable",
        },
      });
    },
    () => new Response("Unavailable", { status: 503, headers: { "Content-Type": "text/plain", "Retry-After": "5" } }),
  );
