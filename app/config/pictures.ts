/**
 * Pictures the staff upload in the content editor (docs/decisions/022-uploaded-pictures.md): each is converted once, on
 * upload, to the formats and widths its place on the pages uses, and served from the database at `/uploads/…` by
 * every instance. A picture's id is a digest of its file and kind: the same file uploaded again is the same picture,
 * and an address never changes what it shows (it is cached for a year).
 */

/**
 * Where a picture goes, and what its place asks of it: the frame's ratio, the widths the page's `srcset` lists, and
 * how the picture fills the frame (`cover`: cropped around its most salient part; `contain`: whole, on a transparent
 * ground).
 */
export const pictureKinds = {
  // A treatment's page: the 5:4 frame beside its heading (400 px wide on a wide screen, the whole width on a phone).
  treatment: { ratio: [5, 4], widths: [480, 800], fit: "cover" },
  // The clinical director's portrait on the about page: 4:5, 704 px wide on a wide screen, the whole width on a phone.
  portrait: { ratio: [4, 5], widths: [480, 800, 1200], fit: "cover" },
  // A partner brand's wordmark in the home page's carousel: 150 px wide at most, in the repository's wordmarks' 10:3.
  logo: { ratio: [10, 3], widths: [300], fit: "contain" },
} as const satisfies Record<
  string,
  { ratio: readonly [number, number]; widths: readonly number[]; fit: "cover" | "contain" }
>;
export type PictureKind = keyof typeof pictureKinds;

/** The formats every picture is served in, best first: AVIF, and WebP for the browsers without it. */
export const pictureFormats = ["avif", "webp"] as const;
export type PictureFormat = (typeof pictureFormats)[number];

/** A picture's id: 20 hexadecimal digits. */
export const pictureIdPattern = /^[0-9a-f]{20}$/;

/** Whether a value names an uploaded picture (its id) rather than one of the repository's files (a path). */
export const isUploadedPicture = (value: string) => pictureIdPattern.test(value);

/** The largest file the editor accepts: a phone's photo fits. */
export const maxPictureBytes = 10 * 1024 * 1024;

/** The address of one rendition of a picture. */
export const picturePath = (id: string, width: number, format: PictureFormat) => `/uploads/${id}-${width}.${format}`;

/** The height of a rendition of that width, in its kind's ratio. */
export const pictureHeight = (kind: PictureKind, width: number) => {
  const [across, down] = pictureKinds[kind].ratio;
  return Math.round((width * down) / across);
};
