import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { maxPictureBytes } from "~/config/pictures";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { convertPicture, pictureId } from "./picture-conversion.server";
import { PictureStore } from "./picture-store.server";

/** A photo-like test picture: a gradient with a bright disc off-centre (what the crop keeps in view). */
async function photo(width: number, height: number, format: "png" | "jpeg" | "gif" = "png", orientation?: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#2b4a6f"/><stop offset="1" stop-color="#d9b38c"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${height / 6}" fill="#fff"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (orientation) image = image.withMetadata({ orientation });
  const encoded = format === "png" ? image.png() : format === "jpeg" ? image.jpeg({ quality: 90 }) : image.gif();
  return new Uint8Array(await encoded.toBuffer());
}

const ascii = (bytes: Uint8Array, from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");

describe("an uploaded picture", () => {
  it("is made into AVIF and WebP at each width of its kind, cropped to 5:4, whatever the file's own size", async () => {
    const result = await convertPicture(await photo(1600, 900), "treatment");
    if (!result.ok) throw new Error(result.problem);
    const { picture } = result;
    expect(picture.id).toMatch(/^[0-9a-f]{20}$/);
    expect(picture.files.map(({ format, width }) => `${format} ${width}`).sort()).toEqual([
      "avif 480",
      "avif 800",
      "webp 480",
      "webp 800",
    ]);
    for (const file of picture.files) {
      // Told by their content, as a browser reads them: AVIF's `ftyp` box, WebP's RIFF header.
      if (file.format === "avif") expect(ascii(file.bytes, 4, 12)).toBe("ftypavif");
      else expect([ascii(file.bytes, 0, 4), ascii(file.bytes, 8, 12)]).toEqual(["RIFF", "WEBP"]);
      const metadata = await sharp(file.bytes).metadata();
      expect([metadata.width, metadata.height]).toEqual([file.width, (file.width * 4) / 5]);
      // Light enough for a phone's link.
      expect(file.bytes.byteLength).toBeLessThan(100 * 1024);
    }
  }, 30_000);

  it("is turned upright as the camera recorded it, and keeps none of the file's metadata", async () => {
    // Stored 1000 × 900 on its side (EXIF orientation 6): upright, it is 900 × 1000.
    const result = await convertPicture(await photo(1000, 900, "jpeg", 6), "treatment");
    if (!result.ok) throw new Error(result.problem);
    const webp = result.picture.files.find(({ format, width }) => format === "webp" && width === 800);
    const metadata = await sharp(webp?.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.exif, metadata.orientation]).toEqual([
      800,
      640,
      undefined,
      undefined,
    ]);
  }, 30_000);

  it("is the same picture when the same file comes again, and another one for another file", async () => {
    const file = await photo(900, 720, "jpeg");
    const result = await convertPicture(file, "treatment");
    if (!result.ok) throw new Error(result.problem);
    expect(result.picture.id).toBe(pictureId(file, "treatment"));
    expect(pictureId(new Uint8Array(file), "treatment")).toBe(result.picture.id);
    expect(pictureId(await photo(901, 720, "jpeg"), "treatment")).not.toBe(result.picture.id);
  }, 30_000);

  it("is refused, told why, when it is no picture the pages can use", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1000"><script>alert(1)</script></svg>',
    );
    const problems = await Promise.all([
      convertPicture(new Uint8Array(), "treatment"),
      // Told by its content, whatever its name or the type the browser sent: text, an SVG (it may carry a script), a GIF.
      convertPicture(new TextEncoder().encode("name,email\nAna,ana@example.com\n"), "treatment"),
      convertPicture(svg, "treatment"),
      convertPicture(await photo(100, 80, "gif"), "treatment"),
      // A PNG cut short.
      convertPicture((await photo(1000, 800)).subarray(0, 400), "treatment"),
      // Smaller than the page's largest rendition (800 × 640): it would be blurred.
      convertPicture(await photo(1000, 600), "treatment"),
      // Over the size limit: refused before it is read.
      convertPicture(new Uint8Array(maxPictureBytes + 1), "treatment"),
    ]);
    expect(problems.map((result) => (result.ok ? "ok" : result.problem))).toEqual([
      "picture_missing",
      "picture_not_image",
      "picture_not_image",
      "picture_not_image",
      "picture_not_image",
      "picture_too_small",
      "picture_too_large",
    ]);
  }, 30_000);

  it("as a brand's logo, is kept whole on a transparent ground in the 10:3 frame, and may fill it one way only", async () => {
    // A black wordmark on a transparent ground, wider than the frame: it fills the width, the rest stays clear.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="100"><rect x="0" y="20" width="800" height="60" fill="#000"/></svg>`;
    const wordmark = new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
    const result = await convertPicture(wordmark, "logo");
    if (!result.ok) throw new Error(result.problem);
    expect(result.picture.files.map(({ format, width }) => `${format} ${width}`).sort()).toEqual([
      "avif 300",
      "webp 300",
    ]);
    const webp = result.picture.files.find(({ format }) => format === "webp");
    const { data, info } = await sharp(webp?.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([300, 90, 4]);
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3];
    // Not cropped: the frame's top rows are clear ground, its middle the wordmark.
    expect(alphaAt(150, 2)).toBe(0);
    expect(alphaAt(150, 45)).toBe(255);
    // Smaller than the frame both ways, it is refused; as high as the frame, it is enough.
    const small = await sharp({ create: { width: 200, height: 60, channels: 4, background: "#000" } })
      .png()
      .toBuffer();
    expect(await convertPicture(new Uint8Array(small), "logo")).toEqual({ ok: false, problem: "picture_too_small" });
    const tall = await sharp({ create: { width: 120, height: 90, channels: 4, background: "#000" } })
      .png()
      .toBuffer();
    expect((await convertPicture(new Uint8Array(tall), "logo")).ok).toBe(true);
  }, 30_000);
});

describe.each(testEngines)("the pictures on %s", (engine) => {
  let test: TestDatabase;
  let store: PictureStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new PictureStore(test.db);
  });
  afterEach(() => test.drop());

  it("keeps each picture's files once, and serves each file's bytes as they were", async () => {
    const bytes = (n: number) => new Uint8Array(Array.from({ length: 300 }, (_, i) => (i * n) % 256));
    const picture = {
      id: "00112233445566778899",
      kind: "treatment" as const,
      files: [
        { format: "avif" as const, width: 480, bytes: bytes(3) },
        { format: "webp" as const, width: 480, bytes: bytes(5) },
      ],
    };
    expect(await store.save(picture, "acc_editor")).toBe(true);
    expect(await store.save({ ...picture, files: [] }, "acc_other")).toBe(false);
    expect(new Uint8Array((await store.file(picture.id, 480, "avif")) ?? [])).toEqual(bytes(3));
    expect(new Uint8Array((await store.file(picture.id, 480, "webp")) ?? [])).toEqual(bytes(5));
    expect(await store.file(picture.id, 800, "webp")).toBeUndefined();
    expect(await store.file("99887766554433221100", 480, "webp")).toBeUndefined();
    expect(await store.kindOf(picture.id)).toBe("treatment");
  });
});
