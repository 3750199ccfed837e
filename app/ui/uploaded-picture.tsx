import { type PictureFormat, type PictureKind, pictureHeight, pictureKinds, picturePath } from "~/config/pictures";

interface UploadedPictureProps {
  /** The picture's id (config/pictures.ts). */
  id: string;
  kind: PictureKind;
  /** Which width the picture takes on the page, for the browser to pick a file. */
  sizes: string;
  alt: string;
  /** Above the fold: load at once. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * A picture the staff uploaded, in AVIF for the browsers that read it and WebP for the others, in its kind's widths,
 * with its size reserved so nothing shifts while it loads.
 */
export function UploadedPicture({ id, kind, sizes, alt, eager, className }: UploadedPictureProps) {
  const { widths } = pictureKinds[kind];
  const largest = Math.max(...widths);
  const set = (format: PictureFormat) =>
    widths.map((width) => `${picturePath(id, width, format)} ${width}w`).join(", ");
  return (
    <picture>
      <source type="image/avif" srcSet={set("avif")} sizes={sizes} />
      <img
        src={picturePath(id, largest, "webp")}
        srcSet={set("webp")}
        sizes={sizes}
        width={largest}
        height={pictureHeight(kind, largest)}
        alt={alt}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
