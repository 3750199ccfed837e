import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { languageNames, languages } from "~/i18n/languages";
import { newLocation } from "../fixtures/new-location";
import { newTreatment } from "../fixtures/new-treatment";
import { expect, prefix, test, texts } from "./fixtures";
import { serveBookingPage } from "./support/booking-page";
import { publishDirectly, revertFromHistory, saveDraft } from "./support/content";
import { auditSince, createStaffAccount, signIn } from "./support/staff";

/**
 * The site's content (docs/staff.md#the-sites-content) on the production server: an editor changes a text in
 * a language, publishes it, and visitors get it within seconds; the history puts it back.
 */

// One after the other: the drafts are shared by every editor, and one test's Publish or Discard takes another's.
test.describe.configure({ mode: "default" });

const en = texts("en", "staff");
const es_common = texts("es", "common");
const heading = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replaceAll(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

test("an editor changes the Portuguese hero title and publishes it: /pt shows it within 5 s; reverting puts it back", async ({
  page,
  request,
}) => {
  // Some ten pages and a publish on a loaded machine.
  test.setTimeout(60_000);
  const started = new Date().toISOString();
  const editor = createStaffAccount("editor");
  const title = `Beleza com cuidado médico ${Date.now()}`;
  const original = texts("pt", "home").hero.title as string;

  // An editor's home is the site's content.
  await signIn(page, editor);
  await expect(heading(page)).toHaveText(en.content.heading);
  await page.getByRole("link", { name: en.content.sections.home_first_screen }).click();
  await page
    .getByRole("navigation", { name: en.content.editor.languages })
    .getByRole("button", { name: "Português (Brasil)" })
    .click();
  await expect(page).toHaveURL(/\/admin\/content\/home_first_screen\?lang=pt$/);
  const field = page.getByLabel(`${en.content.words.hero} › ${en.content.words.title}`);
  await expect(field).toHaveValue(original);
  // A title shows its length and limit, counted as one types (the staff area's one script), marked once over it.
  const count = page.locator(`#${await field.getAttribute("data-count")}`);
  await expect(count).toHaveText(fill(en.content.editor.length_characters, { length: [...original].length, max: 80 }));
  await field.fill("É".repeat(81));
  await expect(count).toHaveText(fill(en.content.editor.length_characters, { length: 81, max: 80 }));
  await expect(count).toHaveAttribute("data-outside", "");
  // Emptied, it says so at once, before any save.
  const live = page.locator(`#${await field.getAttribute("data-live")}`);
  await field.fill("");
  await expect(live).toHaveText(en.content_rules.empty);
  await field.fill(title);
  await expect(live).toBeEmpty();
  await expect(count).toHaveText(fill(en.content.editor.length_characters, { length: [...title].length, max: 80 }));
  await expect(count).not.toHaveAttribute("data-outside");
  await page.getByRole("button", { name: en.content.editor.save }).click();
  await expect(page.getByRole("status")).toHaveText(fill(en.content.notices.saved_one, { count: 1 }));
  await expect(field).toHaveValue(title);

  // The preview: the real page with the draft, for the editor only and never indexed; visitors still get the old text.
  const previewLink = page.getByRole("link", {
    name: fill(en.content.editor.preview, { language: "Brazilian Portuguese" }),
  });
  await expect(previewLink).toHaveAttribute("href", "/pt?preview=drafts");
  const preview = await page.context().newPage();
  await preview.goto("/pt?preview=drafts");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await preview.close();
  const visitor = await request.get("/pt?preview=drafts");
  expect(await visitor.text()).not.toContain(title);
  expect(await (await request.get("/pt")).text()).not.toContain(title);

  await page.getByRole("link", { name: en.content.back }).first().click();
  await page.getByRole("button", { name: en.content.drafts.publish }).click();
  const status = page.getByRole("status");
  await expect(status).toHaveText(/^Version \d+ published/);
  const version = Number(/Version (\d+)/.exec((await status.textContent()) ?? "")?.[1]);
  expect(auditSince(started)).toContainEqual(
    expect.objectContaining({ action: "content_published", actor: editor.id, object_id: String(version) }),
  );

  // Every instance takes a publish within 5 s; each poll a request of its own.
  await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).toContain(title);

  // The history shows the change and reverts it.
  await page.getByRole("link", { name: en.content.history.link }).click();
  const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
  await expect(entry.getByRole("row", { name: /Brazilian Portuguese/ })).toContainText(title);
  await revertFromHistory(entry, version);
  await expect(page.getByRole("status")).toHaveText(
    fill(en.content.notices.reverted, { reverts: version, version: version + 1 }),
  );
  await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).not.toContain(title);
});

test.describe("a treatment added", () => {
  // The address refused on purpose answers 400.
  test.use({ expectedConsoleErrors: /status of 400/ });
  test("an editor adds a treatment: once published, it has its page in five languages, its sitemap entries and its place on the home page", async ({
    page,
    request,
  }) => {
    // Five languages of four texts, a publish and ten pages on a loaded machine.
    test.setTimeout(90_000);
    const { key } = newTreatment;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: en.content.treatments.link }).click();
    await expect(heading(page)).toHaveText(en.content.treatments.title);
    await expect(page.getByRole("row")).toHaveCount(24);

    // An address that is not one is refused with its reason, and keeps what was typed.
    const words = en.content.treatments;
    await page.getByLabel(words.add.id).fill("Scalp Peel!");
    await page.getByLabel(words.add.id).evaluate((input) => input.removeAttribute("pattern"));
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(words.add.id_invalid);

    await page.getByLabel(words.add.id).fill(key);
    await page.getByRole("checkbox", { name: words.groups.hair_treatment }).check();
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/treatments/${key}\\?done=added$`));
    await expect(page.getByRole("status")).toHaveText(words.added);

    // Its four texts in the five languages, on its one page.
    for (const field of ["title", "page_title", "summary", "description"] as const) {
      const group = page.getByRole("group", { name: words.fields[field] });
      for (const language of languages) {
        await group.getByLabel(languageNames[language], { exact: true }).fill(newTreatment.texts[language][field]);
      }
    }
    // Each text tells its length against its limit: the description in words, counted as it was typed.
    const description = page
      .getByRole("group", { name: words.fields.description })
      .getByLabel("Français", { exact: true });
    const described = newTreatment.texts.fr.description.trim().split(/\s+/).length;
    await expect(page.locator(`#${await description.getAttribute("data-count")}`)).toHaveText(
      fill(en.content.editor.length_words, { length: described, min: 80, max: 150 }),
    );
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    // Visitors get nothing before the publish.
    expect((await request.get(`/service/${key}`)).status()).toBe(404);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    for (const language of languages) {
      const path = `${prefix(language)}/service/${key}`;
      await expect.poll(async () => (await request.get(path)).status(), { timeout: 5_000, message: path }).toBe(200);
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<h1 id="service-heading"`);
      expect(html).toContain(newTreatment.texts[language].title);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const language of languages) {
      expect(sitemap).toContain(`${prefix(language)}/service/${key}</loc>`);
    }
    // The home page lists it under its card, in the page's language.
    await page.goto("/pt");
    await expect(
      page.getByRole("list", { name: texts("pt", "home").services.cards.hair_treatment.title }).getByRole("link", {
        name: newTreatment.texts.pt.title,
      }),
    ).toHaveAttribute("href", `/pt/service/${key}`);

    // Reverted, it is gone again: its page answers 404 and the sitemap forgets it.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect.poll(async () => (await request.get(`/service/${key}`)).status(), { timeout: 5_000 }).toBe(404);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/service/${key}<`);
  });
});

test.describe("a treatment added in one go", () => {
  test("an editor adds a treatment with its texts in five languages and a photo in three page loads: the list, its page, its save", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const words = en.content.treatments;
    const key = "light-peel";
    const altTexts = {
      en: "A physician applying a light peel to a patient's scalp",
      pt: "Um médico aplica um peeling suave no couro cabeludo de um paciente",
      "pt-PT": "Um médico aplica um peeling suave no couro cabeludo de um doente",
      es: "Un médico aplica un peeling suave en el cuero cabelludo de un paciente",
      fr: "Un médecin applique un peeling doux sur le cuir chevelu d’un patient",
      it: "Un medico applica un peeling delicato sul cuoio capelluto di un paziente",
    } as const;
    await signIn(page, createStaffAccount("editor"));
    // Every page the browser loads from here: a link followed, a form sent (and its answer's redirect) is one.
    let loads = 0;
    page.on("framenavigated", (frame) => {
      if (frame === page.mainFrame()) loads += 1;
    });
    await page.goto("/admin/content/treatments");
    await page.getByLabel(words.add.id).fill(key);
    await page.getByRole("checkbox", { name: words.groups.hair_treatment }).check();
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/treatments/${key}\\?done=added$`));
    // Its four texts and its picture's description in the five languages, and the photo, on its one page.
    for (const field of ["title", "page_title", "summary", "description"] as const) {
      const group = page.getByRole("group", { name: words.fields[field] });
      for (const language of languages) {
        await group.getByLabel(languageNames[language], { exact: true }).fill(newTreatment.texts[language][field]);
      }
    }
    const alt = page.getByRole("group", { name: words.fields.image_alt });
    for (const language of languages)
      await alt.getByLabel(languageNames[language], { exact: true }).fill(altTexts[language]);
    const photo = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#8a6f5c" } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel(en.content.records.picture_with_save)
      .setInputFiles({ name: "peel.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    expect(loads).toBe(3);
    // Kept as drafts: the photo shown on its page, its description in every language.
    await expect(page.locator(`section[aria-labelledby="treatments-image-heading"] img`)).toBeVisible();
    for (const language of languages)
      await expect(alt.getByLabel(languageNames[language], { exact: true })).toHaveValue(altTexts[language]);

    // Left as drafts no other test publishes.
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.discard }).click();
    await page.getByRole("button", { name: en.content.drafts.discard_confirm }).click();
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();
  });
});

test.describe("the counters", () => {
  // The value refused on purpose answers 400.
  test.use({ expectedConsoleErrors: /status of 400/ });
  test("an editor changes a counter: a value that is not a whole number is refused; once published, the home page counts to it", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: en.content.counters.link }).click();
    await expect(heading(page)).toHaveText(en.content.counters.title);
    const field = page.getByLabel(en.content.counters.labels.procedures);
    await expect(field).toHaveValue("2050");
    // The clinics' figure counts the locations: it is not a field.
    await expect(page.getByLabel(en.content.counters.labels.locations)).toHaveCount(0);

    await field.evaluate((input) => input.removeAttribute("pattern"));
    await field.fill("2.100");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toHaveText(
      `${en.content.counters.labels.procedures}: ${fill(en.content_rules.counter_value, { found: "2.100" })}`,
    );
    await field.fill("2100");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await expect(field).toHaveValue("2100");

    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);
    for (const path of ["/", "/it"]) {
      await expect
        .poll(async () => (await request.get(path)).text(), { timeout: 5_000, message: path })
        .toContain('data-final="2100"');
    }
    // The history names it, and puts it back.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await expect(entry.getByRole("row", { name: new RegExp(en.content.counters.labels.procedures) })).toContainText(
      "2100",
    );
    await revertFromHistory(entry, version);
    await expect.poll(async () => (await request.get("/")).text(), { timeout: 5_000 }).toContain('data-final="2050"');
  });
});

test.describe("a treatment's own picture", () => {
  // The file refused on purpose answers 400.
  test.use({ expectedConsoleErrors: /status of 400/ });
  const described: Record<(typeof languages)[number], string> = {
    en: "A physician takes a cheek swab for the genetic hair test.",
    pt: "Uma médica colhe uma amostra da mucosa da bochecha para o teste genético capilar.",
    "pt-PT": "Uma médica recolhe uma amostra da mucosa da bochecha para o teste genético capilar.",
    es: "Una médica toma una muestra de la mucosa de la mejilla para el test genético capilar.",
    fr: "Une médecin prélève un échantillon à l’intérieur de la joue pour le test génétique capillaire.",
    it: "Una dottoressa preleva un campione dall’interno della guancia per il test genetico dei capelli.",
  };

  test("an editor uploads a picture for a treatment and describes it in five languages: the editors alone see it while a draft; once published, its page shows it, served to anyone as AVIF and WebP", async ({
    page,
    request,
  }) => {
    // A conversion, five languages, a publish and a revert on a loaded machine.
    test.setTimeout(90_000);
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.goto("/admin/content/treatments/trichotest");
    const picker = page.getByLabel(en.content.treatments.image.file);

    // Told by its content, not its name: a list of patients named scalp.jpg is no picture, and changes nothing.
    await picker.setInputFiles({
      name: "scalp.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("name,email\nAna,ana@example.com\n"),
    });
    await page.getByRole("button", { name: en.content.treatments.image.upload }).click();
    await expect(page.getByRole("alert")).toHaveText(en.content.refusals.picture_not_image);
    await expect(page.getByText(en.content.treatments.image.none)).toBeVisible();

    const photo = await sharp({ create: { width: 1280, height: 960, channels: 3, background: "#6b8fb5" } })
      .composite([
        {
          input: Buffer.from('<svg width="400" height="400"><circle cx="200" cy="200" r="180" fill="#f3e3cf"/></svg>'),
          left: 700,
          top: 200,
        },
      ])
      .jpeg()
      .toBuffer();
    const uploaded = new Date().toISOString();
    await picker.setInputFiles({ name: "swab.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: en.content.treatments.image.upload }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.treatments.image.saved);
    // In the audit trail: who, for which field, the picture's size (never its bytes), and the draft that names it.
    const image = "en/catalogue:treatments.trichotest.image";
    expect(auditSince(uploaded)).toEqual([
      expect.objectContaining({
        action: "picture_uploaded",
        actor: editor.id,
        object_id: image,
        detail: expect.stringMatching(
          new RegExp(`^\\{"picture":"[0-9a-f]{20}","kind":"treatment","bytes":${photo.length}\\}$`),
        ),
      }),
      expect.objectContaining({
        action: "content_draft_saved",
        actor: editor.id,
        detail: JSON.stringify({ texts: 1, keys: [image] }),
      }),
    ]);
    // The editor shows it, and asks for its description with the texts.
    const drafted = page.locator('section[aria-labelledby="treatments-image-heading"] img');
    await expect(drafted).toBeVisible();
    // A draft's picture: the editors get it, kept by no cache; a visitor does not, nor does a discarded draft's ever.
    const draftAddress = (await drafted.getAttribute("src")) ?? "";
    expect(draftAddress).toMatch(/^\/uploads\/[0-9a-f]{20}-\d+\.(avif|webp)$/);
    const editorGets = await page.request.get(draftAddress);
    expect(editorGets.status()).toBe(200);
    expect(editorGets.headers()["cache-control"]).toBe("private, no-store");
    expect((await request.get(draftAddress)).status()).toBe(404);

    const describe = page.getByRole("group", { name: en.content.treatments.fields.image_alt });
    for (const language of languages) {
      await describe.getByLabel(languageNames[language], { exact: true }).fill(described[language]);
    }
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // Its page shows it, described, in AVIF for a browser that reads it (Chromium does) and WebP for the others.
    await expect
      .poll(async () => (await request.get("/pt/service/trichotest")).text(), { timeout: 5_000 })
      .toContain("/uploads/");
    await page.goto("/pt/service/trichotest");
    const shown = page.getByRole("img", { name: described.pt });
    await expect(shown).toBeVisible();
    // Loaded: 448 px wide on this screen, so the 480 px rendition, in AVIF.
    await expect
      .poll(() => shown.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/uploads\/[0-9a-f]{20}-480\.avif$/,
    );
    const avif = await page.locator('picture source[type="image/avif"]').getAttribute("srcset");
    const webp = await shown.getAttribute("src");
    for (const [address, type, magic] of [
      [
        avif?.split(" ")[0] ?? "",
        "image/avif",
        (body: Buffer) => body.subarray(4, 12).toString("latin1") === "ftypavif",
      ],
      [webp ?? "", "image/webp", (body: Buffer) => body.subarray(8, 12).toString("latin1") === "WEBP"],
    ] as const) {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(200);
      expect(answer.headers()["content-type"]).toBe(type);
      expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(magic(await answer.body()), address).toBe(true);
    }
    // An address that names no picture is not found.
    expect((await request.get("/uploads/0123456789abcdef0123-800.avif")).status()).toBe(404);
    expect((await request.get("/uploads/..%2Fclinic.sqlite")).status()).toBe(404);

    // Reverted, the page shows its card's illustration again.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect
      .poll(async () => (await request.get("/service/trichotest")).text(), { timeout: 5_000 })
      .not.toContain("/uploads/");
    // Once published, its address is public for good: pages and caches that kept it still show it.
    expect((await request.get(draftAddress)).headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("a photo of 1 MB for a treatment whose key has an underscore, and a logo of 1 MB for a brand, are taken (the limit is 10 MB)", async ({
    page,
    request,
  }) => {
    // Two conversions of large noisy pictures on a loaded machine.
    test.setTimeout(90_000);
    /** A picture of random noise, which no encoder shrinks: over 1 MB as a PNG. */
    const noise = (width: number, height: number) =>
      sharp(Buffer.from(Array.from({ length: width * height * 3 }, () => Math.floor(Math.random() * 256))), {
        raw: { width, height, channels: 3 },
      })
        .png()
        .toBuffer();
    const photo = await noise(800, 640);
    const logo = await noise(600, 600);
    for (const file of [photo, logo]) expect(file.byteLength).toBeGreaterThan(1_000_000);
    const editor = createStaffAccount("editor");
    await signIn(page, editor);

    await page.goto("/admin/content/treatments/hair_transplant");
    await page.getByLabel(en.content.treatments.image.file).setInputFiles({
      name: "follicles.png",
      mimeType: "image/png",
      buffer: photo,
    });
    await page.getByRole("button", { name: en.content.treatments.image.upload }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.treatments.image.saved);
    const uploaded = page.locator('section[aria-labelledby="treatments-image-heading"] img');
    await expect(uploaded).toBeVisible();
    const address = (await uploaded.getAttribute("src")) ?? "";

    const words = en.content.partners;
    await page.goto("/admin/content/partners/galderma");
    await page.getByLabel(words.logo.file).setInputFiles({ name: "galderma.png", mimeType: "image/png", buffer: logo });
    await page.getByRole("button", { name: words.logo.upload }).click();
    await expect(page.getByRole("status")).toHaveText(words.logo.saved);
    await expect(page.getByText(words.logo.uploaded)).toBeVisible();

    // Left as drafts for no one: discarded.
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.discard }).click();
    await page.getByRole("button", { name: en.content.drafts.discard_confirm }).click();
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();
    // A discarded draft's picture was never anyone else's.
    expect((await request.get(address)).status()).toBe(404);
  });
});

test.describe("the physicians", () => {
  // The values refused on purpose answer 400, the refused publish 409.
  test.use({ expectedConsoleErrors: /status of (400|409)/ });

  test("an editor changes the director's name, specialty and portrait, and the medical directors' registrations: a registration the law needs is refused at publish; once published, the about page and the legal notice show them", async ({
    page,
    request,
  }) => {
    // Three forms, a conversion, two publishes and a revert on a loaded machine.
    test.setTimeout(90_000);
    const editor = createStaffAccount("editor");
    const fields = en.content.physicians.fields;
    await signIn(page, editor);
    await page.getByRole("link", { name: en.content.physicians.link }).click();
    await expect(heading(page)).toHaveText(en.content.physicians.title);
    // The three physicians and the header.
    await expect(page.getByRole("main").getByRole("row")).toHaveCount(4);
    await page.getByRole("link", { name: "Helena Duarte" }).click();
    await expect(heading(page)).toHaveText("Helena Duarte");
    await expect(page.getByLabel(fields.crm_number)).toHaveValue("123456");

    // A number written with a dot keeps nothing, and says which field and why.
    await page.getByLabel(fields.name).fill("Helena Duarte Matos");
    await page.getByLabel(fields.crm_number).fill("123.456");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toContainText(
      `${fields.crm_number}: ${fill(en.content_rules.physician_number, { found: "123.456" })}`,
    );
    await expect(page.getByLabel(fields.crm_number)).toHaveAttribute("aria-invalid", "true");
    await page.goto("/admin/content");
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();

    // Her new name and a registered specialty.
    await page.goto("/admin/content/physicians/helena-duarte");
    await page.getByLabel(fields.name).fill("Helena Duarte Matos");
    await page.getByLabel(fields.rqe).fill("Dermatologia 45678");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await expect(heading(page)).toHaveText("Helena Duarte Matos");

    // Her portrait: a photo in the 4:5 frame, shown in the editor once converted.
    const photo = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: "#3d4a5c" } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="500" height="600"><ellipse cx="250" cy="300" rx="200" ry="260" fill="#e8cdb5"/></svg>',
          ),
          left: 350,
          top: 300,
        },
      ])
      .jpeg()
      .toBuffer();
    await page.getByLabel(en.content.physicians.portrait.file).setInputFiles({
      name: "portrait.jpg",
      mimeType: "image/jpeg",
      buffer: photo,
    });
    await page.getByRole("button", { name: en.content.physicians.portrait.upload }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.physicians.portrait.saved);
    await expect(page.locator('section[aria-labelledby="physicians-portrait-heading"] img')).toHaveAttribute(
      "src",
      /^\/uploads\/[0-9a-f]{20}-1200\.webp$/,
    );

    // Lisbon's medical director registered in Spain instead of Portugal: the form takes it (he has a registration),
    // the publish refuses it (the clinic in Portugal needs its director registered there) and links to his page.
    await page.goto("/admin/content/physicians/tiago-ferreira");
    await page.getByLabel(fields.pt_number).fill("");
    await page.getByLabel(fields.es_number).fill("282899999");
    await page.getByLabel(fields.es_college).fill("Ilustre Colegio Oficial de Médicos de Madrid");
    await page.getByLabel(fields.es_degree).fill("Licenciado em Medicina (Universidade de Lisboa)");
    await page.getByLabel(fields.es_degree_country).selectOption("PT");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal).toContainText(en.content_rules.physician_director_registration);
    await expect(refusal.getByRole("link", { name: new RegExp(fields.pt_number) })).toHaveAttribute(
      "href",
      "/admin/content/physicians/tiago-ferreira#physicians-pt-number",
    );
    expect(await (await request.get("/about-us")).text()).not.toContain("Helena Duarte Matos");

    // Registered in Portugal again (and in Spain too), the publish goes through. The refusal's link lands on the field.
    await refusal.getByRole("link", { name: new RegExp(fields.pt_number) }).click();
    await expect(page.getByLabel(fields.pt_number)).toBeInViewport();
    await page.getByLabel(fields.pt_number).fill("61874");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // The about page names her so, with her specialty, and shows her portrait in AVIF; the legal notice too.
    await expect
      .poll(async () => (await request.get("/about-us")).text(), { timeout: 5_000 })
      .toContain("Helena Duarte Matos");
    await page.goto("/about-us");
    await expect(page.locator("article header")).toContainText("Dr. Helena Duarte Matos");
    await expect(page.locator("article header")).toContainText("specialist in Dermatologia, RQE no. 45678");
    await expect(page.locator('article figure picture source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      /\/uploads\/[0-9a-f]{20}-480\.avif 480w/,
    );
    await page.goto("/legal-notice");
    await expect(page.locator('[data-physician="tiago-ferreira"]')).toContainText("member no. 282899999");
    await expect(page.locator('[data-physician="helena-duarte"]')).toContainText("Dr. Helena Duarte Matos");

    // Reverted, the repository's physicians are back.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect
      .poll(async () => (await request.get("/about-us")).text(), { timeout: 5_000 })
      .not.toContain("Helena Duarte Matos");
    expect(await (await request.get("/legal-notice")).text()).not.toContain("282899999");
  });
});

test.describe("a location added", () => {
  // The values refused on purpose answer 400.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("an editor adds a clinic in Porto: once written in five languages and published, the footer, the contact section, the counters and the treatment pages name it", async ({
    page,
    request,
  }) => {
    // Two forms, a publish, five pages and a revert on a loaded machine.
    test.setTimeout(90_000);
    const { id, fields: values, cities } = newLocation;
    const fields = en.content.locations.fields;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: en.content.locations.link }).click();
    await expect(heading(page)).toHaveText(en.content.locations.title);
    // The three locations and the header.
    await expect(page.getByRole("main").getByRole("row")).toHaveCount(4);

    // The country is chosen, not preset; a short name that is not one is refused with its reason.
    await expect(page.getByLabel(fields.country)).toHaveValue("");
    await page.getByLabel(fields.country).selectOption("PT");
    const name = page.getByLabel(en.content.locations.add.id);
    await name.evaluate((input) => input.removeAttribute("pattern"));
    await name.fill("Porto!");
    await page.getByRole("button", { name: en.content.locations.add.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(en.content.locations.add.id_invalid);
    await page.getByLabel(en.content.locations.add.id).fill(id);
    await page.getByLabel(fields.country).selectOption("PT");
    await page.getByRole("button", { name: en.content.locations.add.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/content/locations/${id}\\?done=added$`));
    await expect(page.getByRole("status")).toHaveText(en.content.locations.added);

    // Its fields, with a postal code written the Spanish way first: refused, and nothing kept.
    await page.getByLabel(fields.address).fill(values.address);
    await page.getByLabel(fields.postal_code).fill("41001");
    await page.getByLabel(fields.city, { exact: false }).first().fill(values.city);
    await page.getByLabel(fields.phone).fill(values.phone);
    await page.getByLabel(fields.latitude).fill(values.latitude);
    await page.getByLabel(fields.longitude).fill(values.longitude);
    for (const language of languages) {
      await page.getByLabel(languageNames[language], { exact: true }).fill(cities[language]);
    }
    // Its week (it starts with the other Portuguese clinic's): weekdays with a lunch break, Saturday mornings,
    // closed on Sunday; Monday's break first left half written.
    const week = en.content.records.week;
    const day = (name: keyof typeof en.content.locations.days) =>
      page.getByRole("group", { name: en.content.locations.days[name], exact: true });
    for (const weekday of ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const) {
      await day(weekday).getByLabel(week.opens).fill("09:00");
      await day(weekday).getByLabel(week.break_starts).fill("13:00");
      await day(weekday)
        .getByLabel(week.break_ends)
        .fill(weekday === "Monday" ? "" : "14:00");
      await day(weekday).getByLabel(week.closes).fill("19:00");
    }
    await day("Saturday").getByLabel(week.opens).fill("09:00");
    await day("Saturday").getByLabel(week.closes).fill("13:00");
    await day("Sunday").getByRole("checkbox", { name: week.open }).uncheck();
    await page.getByRole("checkbox", { name: fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toContainText(
      `${fields.postal_code}: ${fill(en.content_rules.location_postal_code, { example: "1250-146" })}`,
    );
    await expect(page.getByRole("alert")).toContainText(
      `${fields.hours}: Monday: write each time as 24-hour HH:MM, each later than the one before (opens, break starts, break ends, closes); these are “09:00-13:00 -19:00”.`,
    );
    // What was typed is shown again, Sunday still closed.
    await expect(day("Monday").getByLabel(week.break_starts)).toHaveValue("13:00");
    await expect(day("Sunday").getByRole("checkbox", { name: week.open })).not.toBeChecked();
    await page.getByLabel(fields.postal_code).fill(values.postal_code);
    await day("Monday").getByLabel(week.break_ends).fill("14:00");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    // Nothing is on the site before the publish.
    expect(await (await request.get("/")).text()).not.toContain(values.address);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // The footer lists it with its telephone, and its own hours beside the others'; the counters count four clinics.
    await expect.poll(async () => (await request.get("/es")).text(), { timeout: 5_000 }).toContain(values.address);
    await page.goto("/es");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: new RegExp(values.phone.replaceAll("+", "\\+")) })).toHaveAttribute(
      "href",
      "tel:+351220001200",
    );
    // Its week beside the others', day by day; "Monday to Monday" is no longer said, since Porto closes on Sunday.
    await expect(footer.getByRole("region", { name: es_common.footer.hours_title }).getByRole("listitem")).toHaveText([
      es_common.footer.hours.at_your_time,
      "São Paulo, Madrid, LisboaDe lunes a domingo De 8:00 a 20:00",
      "OportoDe lunes a viernes De 9:00 a 13:00 y de 14:00 a 19:00Sábado De 9:00 a 13:00Domingo Cerrado",
    ]);
    // Search engines read the same week.
    const clinics = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    )["@graph"][0].department as Array<{ "@id": string; openingHoursSpecification: unknown[] }>;
    const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
    expect(clinics.find(({ "@id": clinic }) => clinic.endsWith(`#clinic-${id}`))?.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "09:00", closes: "13:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: weekdays, opens: "14:00", closes: "19:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "13:00" },
    ]);
    await expect(page.locator("#contactus")).toContainText(values.phone);
    expect(await (await request.get("/es")).text()).toMatch(/data-final="4"/);
    // A treatment offered everywhere names it in the page's language; PRP, not offered in Brazil, too.
    await page.goto("/es/service/prp");
    await expect(page.getByText(/Madrid, Lisboa y Oporto/)).toBeVisible();

    // Reverted, it is gone again.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect.poll(async () => (await request.get("/es")).text(), { timeout: 5_000 }).not.toContain(values.address);
  });
});

test.describe("a closure", () => {
  // The values refused on purpose answer 400.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("an editor adds Christmas in Lisbon and other hours in Madrid: the footer and the contact section tell the one 14 days near, search engines both", async ({
    page,
    request,
  }) => {
    // Two records added, a publish, three pages and a revert on a loaded machine.
    test.setTimeout(90_000);
    const words = en.content.closures;
    const fields = words.fields;
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const notes = {
      en: "Christmas",
      pt: "Natal",
      "pt-PT": "Natal",
      es: "Navidad",
      fr: "Noël",
      it: "Natale",
    } as const;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: words.link }).click();
    await expect(heading(page)).toHaveText(words.title);

    // Closed in Lisbon from the day after tomorrow for three days.
    await page.getByLabel(words.add.id).fill("christmas");
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page.getByRole("status")).toHaveText(words.added);
    await page.getByLabel(fields.location).selectOption("lisbon");
    await page.getByLabel(fields.from).fill(day(2));
    // A last day before the first keeps nothing, and says why.
    await page.getByLabel(fields.to).fill(day(1));
    for (const language of languages) {
      await page.getByLabel(languageNames[language], { exact: true }).fill(notes[language]);
    }
    await page.getByRole("checkbox", { name: fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toContainText(`${fields.to}: ${en.content_rules.closure_dates}`);
    await page.getByLabel(fields.to).fill(day(4));
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);

    // Madrid opens from 9 to 1 in three weeks: too far for the footer, not for search engines.
    await page.goto("/admin/content/closures");
    await page.getByLabel(words.add.id).fill("inventory");
    await page.getByRole("button", { name: words.add.submit }).click();
    await page.getByLabel(fields.location).selectOption("madrid");
    await page.getByLabel(fields.from).fill(day(21));
    await page.getByRole("checkbox", { name: fields.closed }).uncheck();
    await page.getByLabel(fields.opens).fill("09:00");
    await page.getByLabel(fields.closes).fill("13:00");
    for (const language of languages) {
      await page.getByLabel(languageNames[language], { exact: true }).fill(`${notes[language]} 2`);
    }
    await page.getByRole("checkbox", { name: fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // The footer and the contact section say it in the page's language, with its days written out.
    const told = new RegExp(
      `^Encerrado: ${new Date(day(2)).getUTCDate()}.*${new Date(day(4)).getUTCDate()} de \\p{L}+ · Natal$`,
      "u",
    );
    await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).toContain("Natal");
    await page.goto("/pt");
    await expect(page.locator('footer [data-closure="christmas"]')).toHaveText(told);
    await expect(page.locator('#contactus [data-closure="christmas"]')).toHaveText(told);
    await expect(page.locator('[data-closure="inventory"]')).toHaveCount(0);
    // Search engines read both, closed all day as 00:00 to 00:00.
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}")[
      "@graph"
    ][0].department as Array<{ "@id": string; specialOpeningHoursSpecification?: unknown[] }>;
    expect(graph.find(({ "@id": id }) => id.endsWith("#clinic-pt"))?.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: day(2),
        validThrough: day(4),
        opens: "00:00",
        closes: "00:00",
      },
    ]);
    expect(graph.find(({ "@id": id }) => id.endsWith("#clinic-es"))?.specialOpeningHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        validFrom: day(21),
        validThrough: day(21),
        opens: "09:00",
        closes: "13:00",
      },
    ]);

    // Reverted, it is gone again.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).not.toContain("Natal");
  });
});

test.describe("a treatment's questions and answers", () => {
  // The refused publish answers 409.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test("an editor adds a question to PRP in five languages: an answer naming a prescription brand is refused at publish; once published, the page opens it without JavaScript", async ({
    page,
    browser,
    request,
  }) => {
    // A record added, two publishes, two pages and a revert on a loaded machine.
    test.setTimeout(90_000);
    const words = en.content.questions;
    const questions = {
      en: "How many sessions are usual?",
      pt: "Quantas sessões são habituais?",
      "pt-PT": "Quantas sessões são habituais?",
      es: "¿Cuántas sesiones son habituales?",
      fr: "Combien de séances faut-il en général ?",
      it: "Quante sedute servono di solito?",
    } as const;
    const answers = {
      en: "Usually three sessions a month apart, then one or two a year; your physician plans them with you.",
      pt: "Em geral três sessões com um mês de intervalo e depois uma ou duas por ano; o seu médico planeia-as consigo.",
      "pt-PT":
        "Em geral, três sessões com um mês de intervalo e depois uma ou duas por ano; o seu médico planeia-as consigo.",
      es: "Lo habitual son tres sesiones con un mes de separación y después una o dos al año; su médico las planifica con usted.",
      fr: "En général trois séances à un mois d’intervalle, puis une ou deux par an ; votre médecin les planifie avec vous.",
      it: "Di solito tre sedute a un mese di distanza, poi una o due all’anno; il medico le pianifica con te.",
    } as const;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: words.link }).click();
    await page.getByLabel(words.add.id).fill("prp-sessions");
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page.getByRole("status")).toHaveText(words.added);
    await page.getByLabel(words.fields.treatment).selectOption("prp");
    const question = page.getByRole("group", { name: words.fields.question });
    const answer = page.getByRole("group", { name: words.fields.answer });
    for (const language of languages) {
      await question.getByLabel(languageNames[language], { exact: true }).fill(questions[language]);
      // English names a prescription-only medicine by its brand: refused at publish, like any text.
      await answer
        .getByLabel(languageNames[language], { exact: true })
        .fill(language === "en" ? `${answers.en} It is not Botox.` : answers[language]);
    }
    await page.getByRole("checkbox", { name: words.fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);

    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("alert")).toContainText(fill(en.content_rules.prescription_brand, { brands: "botox" }));
    // The refusal links to the question's page.
    await page.getByRole("alert").locator('a[href^="/admin/content/questions/prp-sessions#"]').first().click();
    await expect(heading(page)).toHaveText(questions.en);
    await answer.getByLabel(languageNames.en, { exact: true }).fill(answers.en);
    await page.getByRole("button", { name: en.content.records.save }).click();
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // The page in Spanish shows the question closed, and its answer once opened, without JavaScript too.
    await expect
      .poll(async () => (await request.get("/es/service/prp")).text(), { timeout: 5_000 })
      .toContain(questions.es);
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await plain.newPage();
    await visitor.goto(`${test.info().project.use.baseURL}/es/service/prp`);
    const section = visitor.getByRole("region", { name: texts("es", "treatment").questions_title });
    await expect(section.getByText(answers.es)).toBeHidden();
    await section.getByText(questions.es).click();
    await expect(section.getByText(answers.es)).toBeVisible();
    await plain.close();
    // Another treatment's page carries none of its words.
    expect(await (await request.get("/es/service/trichotest")).text()).not.toContain(questions.es);

    // Reverted, it is gone again.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect
      .poll(async () => (await request.get("/es/service/prp")).text(), { timeout: 5_000 })
      .not.toContain(questions.es);
  });
});

test.describe("the legal identity", () => {
  // The values refused on purpose answer 400, the form shown before another's save 409.
  test.use({ expectedConsoleErrors: /status of (400|409)/ });

  test("an editor corrects Portugal's registrations and hides the clinic in Spain: a wrong NIF and a form overtaken by another's save keep nothing; once published, the legal notice and the privacy policy follow", async ({
    page,
    context,
    request,
  }) => {
    // Four forms, a publish, two pages and a revert on a loaded machine.
    test.setTimeout(90_000);
    const operators = en.content.operators;
    const fields = operators.fields;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: "Portugal", exact: true }).click();
    await expect(heading(page)).toHaveText("Portugal");
    await expect(page.getByLabel(fields.nif)).toHaveValue("516234781");

    // A NIF whose check digit is wrong keeps nothing, and says which field and why.
    await page.getByLabel(fields.nif).fill("516234782");
    await page.getByLabel(fields.ers_registration).fill("E170001");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toContainText(
      `${fields.nif}: ${fill(en.content_rules.operator_tax_number, { name: "NIF", found: "516234782" })}`,
    );
    await expect(page.getByLabel(fields.nif)).toHaveAttribute("aria-invalid", "true");

    // Meanwhile someone else saves the company's name from another tab: this form, shown before, keeps nothing.
    const other = await context.newPage();
    await other.goto("/admin/content/legal/pt");
    await other.getByLabel(fields.legal_name).fill("Aurea Clínica Lisboa, Unipessoal Lda.");
    await other.getByRole("button", { name: en.content.records.save }).click();
    await expect(other.getByRole("status")).toHaveText(en.content.records.saved);
    await page.getByLabel(fields.nif).fill("516234781");
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toHaveText(en.content.refusals.changed_meanwhile);
    // The page shows theirs, and takes a save made on it.
    await expect(page.getByLabel(fields.legal_name)).toHaveValue("Aurea Clínica Lisboa, Unipessoal Lda.");
    await expect(page.getByLabel(fields.ers_registration)).toHaveValue("E154321");
    await page.getByLabel(fields.ers_registration).fill("E170001");
    await page
      .getByLabel(fields.bodies)
      .fill(
        "Entidade Reguladora da Saúde (ERS) https://www.ers.pt\nOrdem dos Médicos https://ordemdosmedicos.pt\nOrdem dos Médicos – Secção Regional do Sul https://omsul.pt",
      );
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    // Nothing is on the site before the publish.
    expect(await (await request.get("/legal-notice")).text()).not.toContain("E170001");

    // The clinic in Spain hidden: the pages no longer name its company.
    await page.goto("/admin/content/locations/madrid");
    await page.getByRole("checkbox", { name: en.content.locations.fields.shown }).uncheck();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    await expect
      .poll(async () => (await request.get("/pt/legal-notice")).text(), { timeout: 5_000 })
      .toContain("E170001");
    await page.goto("/pt/legal-notice");
    const portugal = page.locator('[data-operator="PT"]');
    await expect(portugal).toContainText("Aurea Clínica Lisboa, Unipessoal Lda.");
    await expect(portugal.getByRole("listitem")).toHaveCount(3);
    await expect(portugal.getByRole("link", { name: /Secção Regional do Sul/ })).toHaveAttribute(
      "href",
      "https://omsul.pt",
    );
    await expect(page.locator("[data-operator]")).toHaveCount(2);
    await page.goto("/privacy-policy");
    await expect(page.locator('[data-controller="PT"]')).toContainText("Aurea Clínica Lisboa, Unipessoal Lda.");
    await expect(page.locator('[data-controller="ES"]')).toHaveCount(0);

    // Reverted, the repository's legal identity is back, Spain's with it.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect
      .poll(async () => (await request.get("/legal-notice")).text(), { timeout: 5_000 })
      .not.toContain("E170001");
    await page.goto("/legal-notice");
    await expect(page.locator("[data-operator]")).toHaveCount(3);
  });
});

test.describe("two editors on one record", () => {
  // Each form overtaken by another's save answers 409.
  test.use({ expectedConsoleErrors: /status of 409/ });

  test("a record's form shown before another editor saved the same record keeps nothing and shows theirs, on every kind of record", async ({
    page,
    context,
  }) => {
    // Five records, two tabs, three saves each on a loaded machine.
    test.setTimeout(90_000);
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    const other = await context.newPage();
    const forms = [
      {
        path: "/admin/content/locations/madrid",
        field: en.content.locations.fields.phone,
        theirs: "+34 910 00 99 00",
        save: en.content.records.save,
      },
      {
        path: "/admin/content/partners/galderma",
        field: en.content.partners.fields.order,
        theirs: "15",
        save: en.content.records.save,
      },
      {
        path: "/admin/content/physicians/lucia-romero",
        field: en.content.physicians.fields.name,
        theirs: "Lucía Romero Vidal de Castro",
        save: en.content.records.save,
      },
      {
        path: "/admin/content/counters",
        field: en.content.counters.labels.procedures,
        theirs: "2400",
        save: en.content.records.save,
      },
      {
        path: "/admin/content/treatments/prp",
        field: en.content.treatments.fields.order,
        theirs: "77",
        save: en.content.records.save,
      },
    ];
    // A field by its label, which says "(drafted)" after it once a draft is kept.
    const input = (tab: typeof page, label: string) =>
      tab.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    for (const { path, field, theirs, save } of forms) {
      await page.goto(path);
      await other.goto(path);
      await input(other, field).fill(theirs);
      await other.getByRole("button", { name: save }).click();
      await expect(other.getByRole("status"), path).toBeVisible();
      // This tab still shows the record as it was: its save is refused, and the page shows theirs.
      await input(page, field).fill(`${theirs}1`);
      await page.getByRole("button", { name: save }).click();
      await expect(page.getByRole("alert"), path).toHaveText(en.content.refusals.changed_meanwhile);
      await expect(input(page, field), path).toHaveValue(theirs);
      // Saved again from the page that shows theirs, it is kept.
      await input(page, field).fill(`${theirs}1`);
      await page.getByRole("button", { name: save }).click();
      await expect(page.getByRole("status"), path).toBeVisible();
      await expect(input(page, field), path).toHaveValue(`${theirs}1`);
    }
    await other.close();
    await page.goto("/admin/content");
    await page.getByRole("button", { name: en.content.drafts.discard }).click();
    await page.getByRole("button", { name: en.content.drafts.discard_confirm }).click();
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();
  });
});

test.describe("a partner brand added", () => {
  // The values refused on purpose answer 400.
  test.use({ expectedConsoleErrors: /status of 400/ });

  test("an editor adds a brand with its logo and hides another: once published, the home page's carousel shows it in every language, its logo as AVIF and WebP", async ({
    page,
    request,
  }) => {
    // Three forms, an upload, a publish, two pages and a revert on a loaded machine.
    test.setTimeout(90_000);
    const words = en.content.partners;
    const described = {
      en: "Professional skin care",
      pt: "Cuidados profissionais da pele",
      "pt-PT": "Cuidados profissionais da pele",
      es: "Cuidado profesional de la piel",
      fr: "Soins professionnels de la peau",
      it: "Cura professionale della pelle",
    } as const;
    const editor = createStaffAccount("editor");
    await signIn(page, editor);
    await page.getByRole("link", { name: words.link }).click();
    await expect(heading(page)).toHaveText(words.title);
    await expect(page.getByRole("main").getByRole("row")).toHaveCount(17);

    await page.getByLabel(words.add.id).fill("skin-lab");
    await page.getByRole("button", { name: words.add.submit }).click();
    await expect(page).toHaveURL(/\/admin\/content\/partners\/skin-lab\?done=added$/);
    await expect(page.getByRole("status")).toHaveText(words.added);

    // Shown without a logo: refused, and nothing kept.
    await page.getByLabel(words.fields.title).fill("Skin Lab");
    for (const language of languages) {
      await page.getByLabel(languageNames[language], { exact: true }).fill(described[language]);
    }
    await page.getByRole("checkbox", { name: words.fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("alert")).toContainText(`${words.logo.heading}: ${en.content_rules.partner_logo}`);

    // A logo smaller than its frame both ways is refused; a wordmark in black on a transparent ground is taken.
    const picker = page.getByLabel(words.logo.file);
    const tiny = await sharp({ create: { width: 120, height: 40, channels: 4, background: "#000" } })
      .png()
      .toBuffer();
    await picker.setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: tiny });
    await page.getByRole("button", { name: words.logo.upload }).click();
    await expect(page.getByRole("alert")).toHaveText(en.content.refusals.picture_too_small);
    const wordmark = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="120"><text x="10" y="90" font-size="90" font-family="sans-serif" fill="#000">SKIN LAB</text></svg>',
      ),
    )
      .png()
      .toBuffer();
    await page
      .getByLabel(words.logo.file)
      .setInputFiles({ name: "skin-lab.png", mimeType: "image/png", buffer: wordmark });
    await page.getByRole("button", { name: words.logo.upload }).click();
    await expect(page.getByRole("status")).toHaveText(words.logo.saved);
    await expect(page.getByText(words.logo.uploaded)).toBeVisible();

    await page.getByLabel(words.fields.title).fill("Skin Lab");
    for (const language of languages) {
      await page.getByLabel(languageNames[language], { exact: true }).fill(described[language]);
    }
    await page.getByLabel(words.fields.order).fill("15");
    await page.getByRole("checkbox", { name: words.fields.shown }).check();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);

    // Another brand hidden.
    await page.goto("/admin/content/partners/vitaforma");
    await page.getByRole("checkbox", { name: words.fields.shown }).uncheck();
    await page.getByRole("button", { name: en.content.records.save }).click();
    await expect(page.getByRole("status")).toHaveText(en.content.records.saved);
    expect(await (await request.get("/pt")).text()).not.toContain(described.pt);

    await page.goto("/admin/content");
    // The drafts: a description in each language, and the two brands' fields counted apart from the languages.
    await expect(page.getByRole("list", { name: en.content.drafts.languages }).getByRole("listitem")).toHaveText(
      // Named in the staff area's language (here English).
      ["English", "Brazilian Portuguese", "European Portuguese", "Spanish", "French", "Italian"].map(
        (name) => `${name}: 1`,
      ),
    );
    await expect(page.getByText(fill(en.content.drafts.records_other, { count: 5 }))).toBeVisible();
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);

    // The carousel shows it second, described in the page's language, without the brand hidden.
    await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).toContain(described.pt);
    await page.goto("/pt");
    const carousel = page.locator('section[aria-labelledby="brands-title"]');
    const logos = carousel.getByRole("listitem");
    await expect(logos).toHaveCount(16);
    await expect(logos.nth(1)).toHaveText(described.pt);
    await expect(logos.nth(1).getByRole("img", { name: "Skin Lab" })).toHaveAttribute(
      "src",
      /^\/uploads\/[0-9a-f]{20}-300\.webp$/,
    );
    await expect(carousel.getByRole("img", { name: "Vitaforma" })).toHaveCount(0);
    const avif = await logos.nth(1).locator('source[type="image/avif"]').getAttribute("srcset");
    const answer = await request.get(avif?.split(" ")[0] ?? "");
    expect(answer.headers()["content-type"]).toBe("image/avif");
    for (const language of ["en", "es", "fr", "it"] as const) {
      expect(await (await request.get(prefix(language) || "/")).text()).toContain(described[language]);
    }

    // Reverted, the carousel is the repository's again.
    await page.goto("/admin/content/history");
    const entry = page.getByRole("listitem", { name: fill(en.content.history.version, { version }) });
    await revertFromHistory(entry, version);
    await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).not.toContain(described.pt);
    expect(await (await request.get("/pt")).text()).toContain('alt="Vitaforma"');
  });
});

test.describe("the rules and the roles", () => {
  // A refused publish answers 409 Conflict, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 409 \(Conflict\)/ });

  test("an English change marks its five translations for review; a broken placeholder is refused with its message; a front desk cannot reach the editor", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const editor = createStaffAccount("editor");
    const en_home = texts("en", "home");
    const description = `${en_home.meta.description as string} Six days a week.`;
    await signIn(page, editor);

    // The English description of the home page changes: its five translations need review.
    await page.goto("/admin/content/home_search");
    await page.getByLabel(en.content.words.description, { exact: true }).fill(description);
    await page.getByRole("button", { name: en.content.editor.save }).click();
    await page.getByRole("link", { name: en.content.back }).first().click();
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    await expect(page.getByRole("status")).toHaveText(/^Version \d+ published/);
    const version = Number(/Version (\d+)/.exec((await page.getByRole("status").textContent()) ?? "")?.[1]);
    for (const language of ["Brazilian Portuguese", "European Portuguese", "Spanish", "French", "Italian"]) {
      await expect(page.getByText(fill(en.content.review.in_language_one, { language, count: 1 }))).toBeVisible();
    }
    await expect.poll(async () => (await request.get("/")).text(), { timeout: 5_000 }).toContain("Six days a week.");

    // A Portuguese title whose placeholder was renamed: refused, with the rule's message, and nothing published.
    await page.goto("/admin/content/home_search?lang=pt");
    const title = page.getByLabel(en.content.words.title, { exact: true });
    await title.fill((await title.inputValue()).replace("{{name}}", "{{nome}}"));
    await page.getByRole("button", { name: en.content.editor.save }).click();
    await page.getByRole("link", { name: en.content.back }).first().click();
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal).toContainText(fill(en.content.problems.heading_one, { count: 1 }));
    await expect(refusal).toContainText(
      fill(en.content_rules.placeholders_changed, { expected: "{{name}}", found: "{{nome}}" }),
    );
    expect(await (await request.get("/pt")).text()).not.toContain("{{nome}}");
    // The drafts go, after the second question.
    await page.getByRole("button", { name: en.content.drafts.discard }).click();
    await page.getByRole("button", { name: en.content.drafts.discard_confirm }).click();
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();

    // A front-desk account is sent to its inbox from every content page.
    const frontDesk = createStaffAccount("front_desk");
    const desk = await browser.newPage();
    await signIn(desk, frontDesk);
    for (const path of [
      "/admin/content",
      "/admin/content/home_search?lang=pt",
      "/admin/content/history",
      "/admin/content/legal/pt",
      "/admin/content/locations/madrid",
    ]) {
      await desk.goto(path);
      await expect(desk).toHaveURL(/\/admin$/);
    }
    await desk.close();

    // The home page's English description as it was, for the other tests of the same server.
    await page.goto("/admin/content/history");
    await page
      .getByRole("listitem", { name: fill(en.content.history.version, { version }) })
      .getByRole("button", { name: fill(en.content.history.revert, { version }) })
      .click();
    await expect.poll(async () => (await request.get("/")).text(), { timeout: 5_000 }).not.toContain("Open six days");
  });
});

test("the content pages fit a phone (375 px) without sideways scrolling, and pass WCAG 2.2 A/AA in light mode", async ({
  page,
  context,
  baseURL,
}) => {
  // Eight pages for axe, the longest the overview's tables of every section: 10–15 s each on 2 busy cores.
  test.setTimeout(120_000);
  await context.addCookies([{ name: "color-mode", value: "light", url: baseURL as string }]);
  await page.setViewportSize({ width: 375, height: 800 });
  const editor = createStaffAccount("editor");
  await signIn(page, editor);
  for (const path of [
    "/admin/content",
    "/admin/content/home_first_screen?lang=fr",
    "/fr/admin/content/history",
    "/pt/admin/content/treatments",
    "/admin/content/treatments/prp?lang=it",
    "/it/admin/content/physicians",
    "/es/admin/content/physicians/helena-duarte",
    "/pt/admin/content/legal/br",
  ]) {
    await page.goto(path);
    await expect(heading(page)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      path,
    ).toEqual([]);
  }
});

test.describe("markup in a text", () => {
  // The refused publish answers 409.
  test.use({ expectedConsoleErrors: /status of 409/ });
  const policy = { language: "pt", namespace: "contact", key: "consents.accept_policy" } as const;

  test("a tag with an attribute is refused at publish, naming the field, and takes no page down; one stored by an older release falls back to the site's text", async ({
    page,
    request,
  }) => {
    // A publish that renders the pages, a poll for a version stored directly, on a loaded machine.
    test.setTimeout(60_000);
    const editor = createStaffAccount("editor");
    saveDraft(editor, { ...policy, value: 'Li e aceito a <policy style="x">política de privacidade</policy>.' });
    await signIn(page, editor);
    await page.getByRole("button", { name: en.content.drafts.publish }).click();
    const refusal = page.getByRole("alert");
    await expect(refusal).toContainText(fill(en.content_rules.tag_attribute, { found: '<policy style="x">' }));
    await expect(refusal).toContainText(fill(en.content.problems.heading_one, { count: 1 }));
    await expect(refusal.getByRole("listitem")).toContainText("Brazilian Portuguese");
    // The pages were rendered with the draft, and none failed: the code's tags take no attribute from a text (the
    // third wall, app/i18n/text-tags.tsx), so a page the draft would take down is not among the problems.
    // (A page that does fail refuses the publish: publish-render.server.test.ts.)
    await expect(refusal).not.toContainText(
      fill(en.content_rules.page_fails, { page: `${en.content.pages.home} (/pt)` }),
    );
    expect((await request.get("/pt")).status()).toBe(200);
    await page.getByRole("button", { name: en.content.drafts.discard }).click();
    await page.getByRole("button", { name: en.content.drafts.discard_confirm }).click();
    await expect(page.getByText(en.content.drafts.none)).toBeVisible();

    // Stored by an older release: the reviewer's payloads, the link sent elsewhere in Portuguese and the page
    // taken down in Spanish. Both pages answer, with the repository's text and the code's own link.
    const hijack =
      'Li e aceito a <policy href="https://evil.example/pt" target="_top" ping="https://evil.example/ping" id="x1">política de privacidade</policy>.';
    const breaker = 'He leído y acepto la <policy style="x">política de privacidad</policy>.';
    // With a harmless title, which says when the version is live.
    const title = { language: "pt", namespace: "home", key: "hero.title", value: `Beleza com cuidado ${Date.now()}` };
    publishDirectly([{ ...policy, value: hijack }, { ...policy, language: "es", value: breaker }, title]);
    try {
      await expect.poll(async () => (await request.get("/pt")).text(), { timeout: 5_000 }).toContain(title.value);
      const portuguese = await (await request.get("/pt")).text();
      expect(portuguese).not.toContain("evil.example");
      expect(portuguese).toContain('<a href="/pt/privacy-policy" target="_blank" rel="noopener">');
      const spanish = await request.get("/es");
      expect(spanish.status()).toBe(200);
      expect(await spanish.text()).toContain('<a href="/es/privacy-policy" target="_blank" rel="noopener">');
    } finally {
      // Back to the defaults, for the other tests of this server.
      publishDirectly([
        { ...policy, value: null },
        { ...policy, language: "es", value: null },
        { ...title, value: null },
      ]);
    }
  });
});

test.describe("each clinic books as itself", () => {
  const booking = (id: string, value: string | null) => ({
    language: "en",
    namespace: "catalogue",
    key: `locations.${id}.booking`,
    value,
  });
  const lisbon = "https://calendly.test/aurea-lisboa/consulta";
  const saoPaulo = "https://book.test/aurea-sao-paulo/consulta";

  test("with their own booking pages, European Portuguese books in Lisbon, English asks once and remembers, a treatment's page names it to the booking page, and the pages frame only those origins", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));
    await serveBookingPage(page);
    await page.route("https://book.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Booking</title><p>São Paulo</p>" }),
    );
    publishDirectly([booking("lisbon", lisbon), booking("sao_paulo", saoPaulo)]);
    try {
      // Within seconds, the pages allow exactly the booking pages in use: São Paulo's, and the site's and Lisbon's.
      await expect
        .poll(async () => (await request.get("/pt-pt")).headers()["content-security-policy"], { timeout: 6_000 })
        .toContain("frame-src https://book.test https://calendly.test;");

      await page.goto("/pt-pt");
      await page.locator('[data-opens-dialog="booking-dialog"]:visible').first().click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.locator("iframe")).toHaveAttribute("src", new RegExp(`^${lisbon}\\?`));
      await expect(dialog.locator("[data-booking-clinics]")).toHaveCount(0);

      // English names no clinic: the visitor chooses one, which the next booking remembers.
      await page.goto("/service/trichotest");
      await page.locator('[data-opens-dialog="booking-dialog"]:visible').first().click();
      const clinics = page.getByRole("group", { name: "Which of our clinics would you like to book with?" });
      await expect(clinics.getByRole("button")).toHaveText(["São Paulo", "Madrid", "Lisbon"]);
      await expect(page.getByRole("dialog").locator("iframe")).toHaveCount(0);
      await clinics.getByRole("button", { name: "Lisbon" }).click();
      const frame = page.getByRole("dialog").locator("iframe");
      await expect(frame).toHaveAttribute("src", new RegExp(`^${lisbon}\\?`));
      // The treatment of the page, as the answer to the booking page's first question.
      await expect(frame).toHaveAttribute("src", /[?&]a1=Trichotest(&|$)/);
      // PRP is not offered in Brazil: its page offers the other two clinics only.
      await page.goto("/service/prp");
      await page.evaluate(() => localStorage.removeItem("booking-clinic"));
      await page.locator('[data-opens-dialog="booking-dialog"]:visible').first().click();
      await expect(clinics.getByRole("button")).toHaveText(["Madrid", "Lisbon"]);
      await clinics.getByRole("button", { name: "Lisbon" }).click();
      await page.goto("/about-us");
      await page.locator('[data-opens-dialog="booking-dialog"]:visible').first().click();
      await expect(page.getByRole("dialog")).toContainText("You are booking with our clinic in Lisbon.");
      await page.getByRole("button", { name: "Choose another clinic" }).click();
      await page.getByRole("button", { name: "São Paulo" }).click();
      await expect(page.getByRole("dialog").locator("iframe")).toHaveAttribute("src", new RegExp(`^${saoPaulo}\\?`));
    } finally {
      publishDirectly([booking("lisbon", null), booking("sao_paulo", null)]);
    }
    // Back to one booking page for every clinic: no choice to make, one frame origin.
    await expect
      .poll(async () => (await request.get("/")).headers()["content-security-policy"], { timeout: 6_000 })
      .toContain("frame-src https://calendly.test;");
  });
});
