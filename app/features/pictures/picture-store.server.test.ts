import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { ContentStore, type TextId } from "~/features/content/content-store.server";
import { PictureStore } from "./picture-store.server";
import { PictureSweep } from "./picture-sweep.server";

const imageOf = (treatment: string): TextId => ({
  language: "en",
  namespace: "catalogue",
  key: `treatments.${treatment}.image`,
});
const defaultOf = () => undefined;
const allowed = () => [];

/** A picture of one tiny file. */
const picture = (id: string) => ({
  id,
  kind: "treatment" as const,
  files: [{ format: "avif" as const, width: 480, bytes: new Uint8Array([0, 1, 255]) }],
});

describe.each(testEngines)("the pictures' lives on %s", (engine) => {
  let test: TestDatabase;
  let pictures: PictureStore;
  let content: ContentStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    pictures = new PictureStore(test.db);
    content = new ContentStore(test.db);
  });
  afterEach(() => test.drop());

  it("a picture is a draft's until a publish shows it, public from then on, after a revert too", async () => {
    await pictures.save(picture("aaaaaaaaaaaaaaaaaaaa"), "acc_editor");
    await content.saveDraft(imageOf("botox"), "aaaaaaaaaaaaaaaaaaaa", "", "acc_editor");
    expect(await pictures.isPublished("aaaaaaaaaaaaaaaaaaaa")).toBe(false);
    // A draft discarded published nothing.
    await content.discardDrafts();
    expect(await pictures.isPublished("aaaaaaaaaaaaaaaaaaaa")).toBe(false);

    await content.saveDraft(imageOf("botox"), "aaaaaaaaaaaaaaaaaaaa", "", "acc_editor");
    const made = await content.publish("acc_editor", defaultOf, allowed);
    expect(await pictures.isPublished("aaaaaaaaaaaaaaaaaaaa")).toBe(true);
    // Its address is cached for a year: taken off the page, it stays public.
    await content.revert(made?.version ?? 0, "acc_editor", allowed);
    expect(await pictures.isPublished("aaaaaaaaaaaaaaaaaaaa")).toBe(true);
    expect(await pictures.isPublished("bbbbbbbbbbbbbbbbbbbb")).toBe(false);
  });

  it("the sweep deletes, with their files, the pictures no draft, published text or version names, a day after their upload", async () => {
    const longAgo = new Date("2026-11-01T10:00:00Z");
    const now = Date.parse("2026-11-28T10:00:00Z");
    const ids = {
      replaced: "11111111111111111111",
      shown: "22222222222222222222",
      drafted: "33333333333333333333",
      discarded: "44444444444444444444",
      justUploaded: "55555555555555555555",
      uploadedAgain: "66666666666666666666",
    };
    for (const id of Object.values(ids)) {
      if (id !== ids.justUploaded) await pictures.save(picture(id), "acc_editor", longAgo);
    }
    // Published, then replaced by another: the history can revert to it.
    await content.saveDraft(imageOf("botox"), ids.replaced, "", "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    await content.saveDraft(imageOf("botox"), ids.shown, ids.replaced, "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    // Uploaded and discarded: nothing will ever show it.
    await content.saveDraft(imageOf("prp"), ids.discarded, "", "acc_editor");
    await content.discardDrafts();
    await content.saveDraft(imageOf("prp"), ids.drafted, "", "acc_editor");
    // Uploaded an hour ago, its draft not yet written; and an old one uploaded again now, about to be named.
    await pictures.save(picture(ids.justUploaded), "acc_editor", new Date(now - 60 * 60 * 1000));
    expect(await pictures.save(picture(ids.uploadedAgain), "acc_other", new Date(now))).toBe(false);

    expect(await new PictureSweep(test.db, () => now).runOnce()).toBe(1);
    expect(await pictures.kindOf(ids.discarded)).toBeUndefined();
    expect(await pictures.file(ids.discarded, 480, "avif")).toBeUndefined();
    const files = await test.db.get<{ n: number | string }>(
      "SELECT count(*) AS n FROM picture_files WHERE picture_id = ?",
      [ids.discarded],
    );
    expect(Number(files?.n)).toBe(0);
    for (const id of [ids.replaced, ids.shown, ids.drafted, ids.justUploaded, ids.uploadedAgain]) {
      expect(await pictures.file(id, 480, "avif"), id).toBeDefined();
    }
    // A day later, the ones still named stay.
    expect(await new PictureSweep(test.db, () => now + 2 * 24 * 60 * 60 * 1000).runOnce()).toBe(2);
    for (const id of [ids.replaced, ids.shown, ids.drafted]) expect(await pictures.kindOf(id), id).toBe("treatment");
  });

  it("the sweep runs in the job runner's rounds: at start, then every few hours, until stopped", async () => {
    await pictures.save(picture("77777777777777777777"), "acc_editor", new Date("2026-11-01T10:00:00Z"));
    const sweep = new PictureSweep(test.db, () => Date.parse("2026-11-28T10:00:00Z"));
    sweep.start();
    try {
      await expect.poll(() => pictures.kindOf("77777777777777777777")).toBeUndefined();
    } finally {
      await sweep.stop();
    }
  });
});
