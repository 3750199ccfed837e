import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase } from "~/db/database.server";
import { defaultTexts, setPublishedTexts, textAt } from "~/i18n/resources.server";
import { exportContent, importContent } from "./content-files.server";
import { ContentStore } from "./content-store.server";

describe("the content as the repository's files", () => {
  let dir: string;
  let dataDir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "content-files-"));
    dataDir = path.join(dir, "data");
  });
  afterEach(() => {
    setPublishedTexts(0, []);
    rmSync(dir, { recursive: true, force: true });
  });

  const store = async <T>(work: (content: ContentStore) => Promise<T>) => {
    const db = await connectDatabase({ dataDir });
    try {
      return await work(new ContentStore(db));
    } finally {
      await db.close();
    }
  };

  it("exports what is published over the defaults, formatted as the repository's files, and imports it back", async () => {
    const title = { language: "pt", namespace: "home", key: "hero.title" } as const;
    const before = textAt(defaultTexts("pt").home, "hero.title") ?? "";
    await store(async (content) => {
      await content.saveDraft(title, "Beleza que dura", before, "acc_editor");
      await content.publish(
        "acc_editor",
        () => undefined,
        () => [],
      );
    });

    const exported = path.join(dir, "locales");
    expect(await exportContent({ dataDir, to: exported })).toMatchObject({ ok: true });
    const file = readFileSync(path.join(exported, "pt", "home.json"), "utf8");
    const texts = JSON.parse(file);
    expect(textAt(texts, "hero.title")).toBe("Beleza que dura");
    // Every other text as the repository has it, in its order and format.
    expect(file).toBe(`${JSON.stringify({ ...defaultTexts("pt").home, hero: texts.hero }, null, 2)}\n`);

    // Imported into another site, it becomes that site's published content, by the command line.
    const other = path.join(dir, "other-data");
    const imported = await importContent({ dataDir: other, from: exported });
    expect(imported).toMatchObject({ ok: true });
    const db = await connectDatabase({ dataDir: other });
    try {
      expect((await new ContentStore(db).published()).texts).toEqual([{ ...title, value: "Beleza que dura" }]);
      expect((await new ContentStore(db).version(1))?.publishedBy).toBe("command_line");
    } finally {
      await db.close();
    }
  });

  it("imports nothing from files that break the site's rules, and says what and where", async () => {
    const from = path.join(dir, "broken");
    mkdirSync(path.join(from, "pt"), { recursive: true });
    const texts = structuredClone(defaultTexts("pt").home) as { hero: Record<string, string> };
    // A placeholder the English text has, renamed.
    const key = Object.keys(texts.hero).find((name) => /\{\{/.test(texts.hero[name] ?? ""));
    const broken = key
      ? { ...texts, hero: { ...texts.hero, [key]: texts.hero[key]?.replace(/\{\{(\w+)\}\}/, "{{nome}}") } }
      : { ...texts, hero: { ...texts.hero, title: "" } };
    writeFileSync(path.join(from, "pt", "home.json"), JSON.stringify(broken));
    const result = await importContent({ dataDir, from });
    expect(result.ok).toBe(false);
    expect(result.message).toMatch(/pt\/home\.json hero\./);
    expect(await store((content) => content.latestVersion())).toBe(0);
  });

  it("refuses files that are not the site's texts", async () => {
    const from = path.join(dir, "strange");
    mkdirSync(path.join(from, "pt"), { recursive: true });
    writeFileSync(path.join(from, "pt", "home.json"), JSON.stringify({ hero: { invented: "x" } }));
    expect(await importContent({ dataDir, from })).toEqual({
      ok: false,
      message: "pt/home.json: the key hero.invented is not one of the site's.",
    });
  });
});
