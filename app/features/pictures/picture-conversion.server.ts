import { createHash } from "node:crypto";
import sharp from "sharp";
import { maxPictureBytes, type PictureKind, pictureFormats, pictureHeight, pictureKinds } from "~/config/pictures";
import type { ConvertedPicture } from "./picture-store.server";

/** Why an upload is not a picture the pages can use: each has its message in the editor. */
export type PictureProblem = "picture_missing" | "picture_too_large" | "picture_not_image" | "picture_too_small";

/**
 * The formats accepted, read from the file's content (never from its name or the type the browser claims): JPEG,
 * PNG, WebP, and AVIF (a HEIF file compressed with AV1; an iPhone's HEIC, compressed with HEVC, is refused, as
 * the server cannot read it). SVG and the rest are refused: an SVG may carry a script.
 */
const readable = (format: string | undefined, compression: string | undefined) =>
  format === "jpeg" || format === "png" || format === "webp" || (format === "heif" && compression === "av1");

/** Larger than any camera's photo: a file that claims more is refused before it is decoded. */
const maxPixels = 60_000_000;

/** A picture's id: a digest of its file and kind (the same file uploaded again is the same picture). */
export const pictureId = (bytes: Uint8Array, kind: PictureKind) =>
  createHash("sha256").update(kind).update(bytes).digest("hex").slice(0, 20);

/** The smallest picture that fills its largest rendition without being enlarged. */
export const smallestOf = (kind: PictureKind) => {
  const width = Math.max(...pictureKinds[kind].widths);
  return { width, height: pictureHeight(kind, width) };
};

/**
 * Checks an upload and makes its renditions: for each width of its kind, the picture cropped to the kind's ratio
 * (around its most salient part), or whole on a transparent ground (a wordmark), in AVIF and WebP, turned upright as the camera recorded, without the file's
 * metadata (a photo's location and camera stay out of the site).
 */
export async function convertPicture(
  bytes: Uint8Array,
  kind: PictureKind,
): Promise<{ ok: true; picture: ConvertedPicture } | { ok: false; problem: PictureProblem }> {
  if (bytes.byteLength === 0) return { ok: false, problem: "picture_missing" };
  if (bytes.byteLength > maxPictureBytes) return { ok: false, problem: "picture_too_large" };
  const input = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).autoOrient();
  let size: { width: number; height: number };
  try {
    const metadata = await input.metadata();
    if (!readable(metadata.format, metadata.compression)) return { ok: false, problem: "picture_not_image" };
    size = { width: metadata.autoOrient.width, height: metadata.autoOrient.height };
  } catch {
    // Not an image sharp knows, a damaged one, or one over the pixel limit.
    return { ok: false, problem: "picture_not_image" };
  }
  const smallest = smallestOf(kind);
  const { fit } = pictureKinds[kind];
  // Cropped, it must fill the frame both ways; whole (a wordmark), one way is enough.
  const tooSmall =
    fit === "cover"
      ? size.width < smallest.width || size.height < smallest.height
      : size.width < smallest.width && size.height < smallest.height;
  if (tooSmall) return { ok: false, problem: "picture_too_small" };

  try {
    const files = await Promise.all(
      pictureKinds[kind].widths.flatMap((width) =>
        pictureFormats.map(async (format) => {
          const height = pictureHeight(kind, width);
          const resized = input
            .clone()
            .resize(
              fit === "cover"
                ? { width, height, fit: "cover", position: "attention" }
                : { width, height, fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } },
            );
          const encoded =
            format === "avif" ? resized.avif({ quality: 55, effort: 3 }) : resized.webp({ quality: 78, effort: 4 });
          return { format, width, bytes: new Uint8Array(await encoded.toBuffer()) };
        }),
      ),
    );
    return { ok: true, picture: { id: pictureId(bytes, kind), kind, files } };
  } catch {
    // Read as an image, but damaged further in.
    return { ok: false, problem: "picture_not_image" };
  }
}
