import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { connectDatabase } from "~/db/database.server";
import { convertPicture } from "~/features/pictures/picture-conversion.server";
import { PictureStore } from "~/features/pictures/picture-store.server";
import { setPublishedCatalogue } from "~/features/records/record-state.server";
import { languages } from "~/i18n/languages";
import { defaultTexts, setPublishedTexts, textAt } from "~/i18n/resources.server";
import { newLocation, newLocationFields } from "../../../tests/fixtures/new-location";
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
    setPublishedCatalogue({});
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

  it("exports a treatment's published picture with its files, and imports it back; a file not what its name says is refused", async () => {
    const photo = await sharp({ create: { width: 900, height: 720, channels: 3, background: "#8a6f5c" } })
      .jpeg()
      .toBuffer();
    const converted = await convertPicture(new Uint8Array(photo), "treatment");
    if (!converted.ok) throw new Error(converted.problem);
    const { id } = converted.picture;
    const db = await connectDatabase({ dataDir });
    try {
      await new PictureStore(db).save(converted.picture, "acc_editor");
      const content = new ContentStore(db);
      const image = { language: "en", namespace: "catalogue", key: "treatments.trichotest.image" } as const;
      await content.saveDraft(image, id, "", "acc_editor");
      for (const language of languages) {
        const alt = { language, namespace: "treatments", key: "trichotest.image_alt" } as const;
        await content.saveDraft(alt, `Amostra ${language}`, "", "acc_editor");
      }
      await content.publish(
        "acc_editor",
        () => undefined,
        () => [],
      );
    } finally {
      await db.close();
    }

    const exported = path.join(dir, "export");
    expect(await exportContent({ dataDir, to: exported })).toMatchObject({ ok: true, message: /1 picture/ });
    expect(JSON.parse(readFileSync(path.join(exported, "catalogue.json"), "utf8")).treatments.trichotest.image).toBe(
      id,
    );
    const files = ["480.avif", "480.webp", "800.avif", "800.webp"].map((name) => `${id}-${name}`);
    expect(readdirSync(path.join(exported, "pictures")).sort()).toEqual(files);

    const other = path.join(dir, "other-data");
    expect(await importContent({ dataDir: other, from: exported })).toMatchObject({ ok: true });
    const copy = await connectDatabase({ dataDir: other });
    try {
      const served = await new PictureStore(copy).file(id, 800, "webp");
      expect(Buffer.from(served ?? [])).toEqual(readFileSync(path.join(exported, "pictures", `${id}-800.webp`)));
    } finally {
      await copy.close();
    }

    writeFileSync(path.join(exported, "pictures", `${id}-480.avif`), "not a picture");
    expect(await importContent({ dataDir: path.join(dir, "third"), from: exported })).toEqual({
      ok: false,
      message: `pictures/${id}-480.avif is not the avif picture 480 pixels wide its name says.`,
    });
  }, 30_000);

  it("exports the counters, the physicians, the director's portrait, a location added and the legal identity with the treatments, and imports them back", async () => {
    const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#5c6f8a" } })
      .jpeg()
      .toBuffer();
    const converted = await convertPicture(new Uint8Array(photo), "portrait");
    if (!converted.ok) throw new Error(converted.problem);
    const { id } = converted.picture;
    const fields = {
      "counters.surgeries.value": "1100",
      "physicians.helena-duarte.name": "Helena Duarte Matos",
      "physicians.helena-duarte.portrait": id,
      "operators.pt.ers_registration": "E170001",
      ...newLocationFields,
    };
    const db = await connectDatabase({ dataDir });
    try {
      await new PictureStore(db).save(converted.picture, "acc_editor");
      const content = new ContentStore(db);
      for (const [key, value] of Object.entries(fields)) {
        await content.saveDraft({ language: "en", namespace: "catalogue", key }, value, "", "acc_editor");
      }
      for (const language of languages) {
        const city = { language, namespace: "common", key: "cities.porto" } as const;
        await content.saveDraft(city, newLocation.cities[language], "", "acc_editor");
      }
      await content.publish(
        "acc_editor",
        () => undefined,
        () => [],
      );
    } finally {
      await db.close();
    }

    const exported = path.join(dir, "export");
    expect(await exportContent({ dataDir, to: exported })).toMatchObject({ ok: true, message: /1 picture/ });
    const catalogue = JSON.parse(readFileSync(path.join(exported, "catalogue.json"), "utf8"));
    expect(catalogue.counters).toEqual({
      surgeries: { value: "1100" },
      procedures: { value: "2050" },
      treatments: { value: "1749" },
    });
    expect(catalogue.physicians["helena-duarte"]).toMatchObject({
      name: "Helena Duarte Matos",
      portrait: id,
      crm_number: "123456",
    });
    expect(catalogue.physicians["tiago-ferreira"]).toMatchObject({ pt_number: "61874" });
    expect(catalogue.locations.porto).toEqual(newLocation.fields);
    expect(catalogue.locations.madrid).toMatchObject({ postal_code: "28001", shown: "yes" });
    expect(catalogue.operators.pt).toMatchObject({ ers_registration: "E170001", nif: "516234781" });
    expect(catalogue.operators.es).toMatchObject({ registry_folio: "112", medical_director: "lucia-romero" });
    expect(JSON.parse(readFileSync(path.join(exported, "es", "common.json"), "utf8")).cities.porto).toBe("Oporto");
    const files = ["1200.avif", "1200.webp", "480.avif", "480.webp", "800.avif", "800.webp"].map(
      (name) => `${id}-${name}`,
    );
    expect(readdirSync(path.join(exported, "pictures")).sort()).toEqual(files);

    // Imported, only what differs from the defaults is published; the portrait is kept as a portrait.
    const other = path.join(dir, "other-data");
    expect(await importContent({ dataDir: other, from: exported })).toMatchObject({ ok: true });
    const copy = await connectDatabase({ dataDir: other });
    try {
      const published = (await new ContentStore(copy).published()).texts;
      const catalogueTexts = published.filter((text) => text.namespace === "catalogue");
      expect(Object.fromEntries(catalogueTexts.map((text) => [text.key, text.value]))).toEqual(fields);
      expect(published.filter((text) => text.key === "cities.porto")).toHaveLength(languages.length);
      expect(await new PictureStore(copy).kindOf(id)).toBe("portrait");
    } finally {
      await copy.close();
    }
  }, 30_000);

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
