import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import {
  ContentStore,
  draftAuthors,
  PublishedMeanwhileError,
  RefusedPublishError,
  type TextId,
} from "./content-store.server";

const heroPt: TextId = { language: "pt", namespace: "home", key: "hero.title" };
const heroEn: TextId = { language: "en", namespace: "home", key: "hero.title" };
const defaults: Record<string, string> = {
  "en home hero.title": "Timeless beauty",
  "pt home hero.title": "Beleza atemporal",
  "es home hero.title": "Belleza atemporal",
  "fr home hero.title": "Beauté intemporelle",
  "it home hero.title": "Bellezza senza tempo",
};
const defaultOf = (text: TextId) => defaults[`${text.language} ${text.namespace} ${text.key}`];
const allowed = () => [];

describe.each(testEngines)("the content on %s", (engine) => {
  let test: TestDatabase;
  let content: ContentStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    content = new ContentStore(test.db);
  });
  afterEach(() => test.drop());

  it("publishes the drafts as a numbered version, with who, when and each text's value before", async () => {
    expect(await content.latestVersion()).toBe(0);
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_editor");
    expect(await content.drafts()).toMatchObject([{ ...heroPt, value: "Beleza que dura", updatedBy: "acc_editor" }]);

    const made = await content.publish("acc_editor", defaultOf, allowed, { now: new Date("2026-11-26T10:00:00Z") });
    expect(made).toMatchObject({
      version: 1,
      publishedBy: "acc_editor",
      publishedAt: "2026-11-26T10:00:00.000Z",
      changes: [{ ...heroPt, before: null, after: "Beleza que dura" }],
    });
    expect(await content.drafts()).toEqual([]);
    expect(await content.published()).toEqual({
      version: 1,
      publishedAt: "2026-11-26T10:00:00.000Z",
      texts: [{ ...heroPt, value: "Beleza que dura" }],
    });
    expect((await content.versions()).total).toBe(1);
  });

  it("drops a draft equal to what is shown, and publishes nothing when no draft changes anything", async () => {
    await content.saveDraft(heroPt, "Beleza atemporal", "Beleza atemporal", "acc_editor");
    expect(await content.drafts()).toEqual([]);
    expect(await content.publish("acc_editor", defaultOf, allowed)).toBeUndefined();
    expect(await content.latestVersion()).toBe(0);
  });

  it("a text published back to its default is no longer stored: the repository's text shows again", async () => {
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    await content.saveDraft(heroPt, "Beleza atemporal", "Beleza que dura", "acc_editor");
    const made = await content.publish("acc_editor", defaultOf, allowed);
    expect(made?.changes).toEqual([{ ...heroPt, before: "Beleza que dura", after: null, draftedBy: "acc_editor" }]);
    expect((await content.published()).texts).toEqual([]);
  });

  it("a version names who wrote each change: the author of its draft, the one who reverts, the command line", async () => {
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_ana");
    await content.saveDraft(heroEn, "Beauty that lasts", "Timeless beauty", "acc_bruno");
    const made = await content.publish("acc_owner", defaultOf, allowed);
    expect(made?.publishedBy).toBe("acc_owner");
    expect((await content.version(1))?.changes).toEqual([
      { ...heroEn, before: null, after: "Beauty that lasts", draftedBy: "acc_bruno" },
      { ...heroPt, before: null, after: "Beleza que dura", draftedBy: "acc_ana" },
    ]);
    expect(draftAuthors(made?.changes ?? [])).toEqual(["acc_bruno", "acc_ana"]);

    const undo = await content.revert(1, "acc_carla", allowed);
    expect(draftAuthors(undo?.changes ?? [])).toEqual(["acc_carla"]);
    const imported = await content.publishTexts(
      [{ ...heroPt, value: "Importada" }],
      "command_line",
      defaultOf,
      allowed,
    );
    expect((await content.versions()).versions.map((version) => draftAuthors(version.changes))).toEqual([
      ["command_line"],
      ["acc_carla"],
      ["acc_bruno", "acc_ana"],
    ]);
    expect(imported?.version).toBe(3);
  });

  it("tells each draft a save changed, and keeps the author of a draft saved again as it was", async () => {
    const told: string[] = [];
    const observed = new ContentStore(test.db, (text, value) => told.push(`${text.language} ${text.key}: ${value}`));
    expect(await observed.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_ana")).toBe(true);
    expect(await observed.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_bruno")).toBe(false);
    expect(await observed.saveDraft(heroEn, "Timeless beauty", "Timeless beauty", "acc_bruno")).toBe(false);
    expect(await observed.drafts()).toMatchObject([{ ...heroPt, updatedBy: "acc_ana" }]);
    expect(await observed.saveDraft(heroPt, "Beleza atemporal", "Beleza atemporal", "acc_bruno")).toBe(true);
    expect(told).toEqual(["pt hero.title: Beleza que dura", "pt hero.title: Beleza atemporal"]);
  });

  it("discards every draft, saying how many and whose", async () => {
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_ana");
    await content.saveDraft(heroEn, "Beauty that lasts", "Timeless beauty", "acc_bruno");
    expect(await content.discardDrafts()).toEqual({ texts: 2, authors: ["acc_ana", "acc_bruno"] });
    expect(await content.drafts()).toEqual([]);
    expect(await content.discardDrafts()).toEqual({ texts: 0, authors: [] });
  });

  it("refuses a publish the rules find a problem in, and keeps the drafts", async () => {
    await content.saveDraft(heroPt, "", "Beleza atemporal", "acc_editor");
    const check = () => [{ rule: "empty" }];
    await expect(content.publish("acc_editor", defaultOf, check)).rejects.toThrow(RefusedPublishError);
    expect(await content.latestVersion()).toBe(0);
    expect(await content.drafts()).toHaveLength(1);
    expect((await content.published()).texts).toEqual([]);
  });

  it("reverts a version in one step, as a new version naming the one it undid", async () => {
    await content.saveDraft(heroPt, "Primeira", "Beleza atemporal", "acc_a");
    await content.publish("acc_a", defaultOf, allowed);
    await content.saveDraft(heroPt, "Segunda", "Primeira", "acc_a");
    await content.publish("acc_a", defaultOf, allowed);

    const undo = await content.revert(2, "acc_owner", allowed);
    expect(undo).toMatchObject({
      version: 3,
      reverts: 2,
      changes: [{ ...heroPt, before: "Segunda", after: "Primeira" }],
    });
    expect((await content.published()).texts).toEqual([{ ...heroPt, value: "Primeira" }]);
    await content.revert(1, "acc_owner", allowed);
    expect((await content.published()).texts).toEqual([]);
    expect(await content.revert(99, "acc_owner", allowed)).toBeUndefined();
  });

  it("marks the translations of a changed English text for review, until updated or confirmed", async () => {
    await content.saveDraft(heroEn, "Beauty that lasts", "Timeless beauty", "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    expect((await content.reviews()).map((review) => review.language)).toEqual(["es", "fr", "it", "pt", "pt-PT"]);
    expect(await content.reviews("fr")).toEqual([
      { language: "fr", namespace: "home", key: "hero.title", sinceVersion: 1 },
    ]);

    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    expect(await content.confirm({ language: "es", namespace: "home", key: "hero.title" })).toBe(true);
    expect((await content.reviews()).map((review) => review.language)).toEqual(["fr", "it", "pt-PT"]);
  });

  it("an English text changed with its translations leaves them reviewed", async () => {
    await content.saveDraft(heroEn, "Beauty that lasts", "Timeless beauty", "acc_editor");
    await content.saveDraft(heroPt, "Beleza que dura", "Beleza atemporal", "acc_editor");
    await content.publish("acc_editor", defaultOf, allowed);
    expect((await content.reviews()).map((review) => review.language)).toEqual(["es", "fr", "it", "pt-PT"]);
  });

  it("two publishes at once publish the drafts once: the second finds none left, or is told another came first", async () => {
    const other = new ContentStore(test.db);
    // Many times over: on PostgreSQL the outcome depends on how the two transactions' statements interleave.
    for (let round = 1; round <= 12; round++) {
      await content.saveDraft(
        heroPt,
        `Versão ${round}`,
        round === 1 ? "Beleza atemporal" : `Versão ${round - 1}`,
        "acc_a",
      );
      const outcomes = await Promise.allSettled([
        content.publish("acc_a", defaultOf, allowed),
        other.publish("acc_b", defaultOf, allowed),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") expect(outcome.reason).toBeInstanceOf(PublishedMeanwhileError);
      }
      expect(await content.latestVersion(), `round ${round}`).toBe(round);
    }
  });
});
