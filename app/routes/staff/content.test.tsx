// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { database } from "~/db/database.server";
import { contentStore, defaultText, liveText, publishDrafts } from "~/features/content/content-services.server";
import type { TextId } from "~/features/content/content-store.server";
import { auditTrail } from "~/features/staff/staff-access.server";
import { setPageRenderer } from "~/http/page-renderer.server";
import { setPublishedTexts } from "~/i18n/resources.server";
import { addAccount, openStaffPage, settled, setUpStaffPages, testOwner } from "../../../tests/support/staff-routes";

setUpStaffPages();

/** The problems the text rules find (none, unless a test sets some). */
const rules = vi.hoisted(() => ({ problems: [] as unknown[] }));
vi.mock("~/features/content/text-rules", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/features/content/text-rules")>()),
  checkTexts: () => rules.problems,
}));

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const heroTitle = (language: TextId["language"]): TextId => ({ language, namespace: "home", key: "hero.title" });
/** The field of the home page's hero title, as the first screen's section names it. */
const heroField = "Main message › Title";

beforeEach(async () => {
  for (const table of ["content_drafts", "content_reviews", "content_texts", "content_versions", "audit_events"]) {
    await database().run(`DELETE FROM ${table}`);
  }
  setPublishedTexts(0, []);
  rules.problems = [];
});

/** A text changed and published straight through the store, as another editor would have. */
async function published(text: TextId, value: string, accountId = testOwner.id) {
  await contentStore().saveDraft(text, value, liveText(text) ?? "", accountId);
  const outcome = await publishDrafts(accountId);
  if (!outcome.ok || !outcome.version) throw new Error("nothing published");
  return outcome.version.version;
}

/**
 * An Italian title with a placeholder the rules refuse, as a draft beside whatever the test saved, then "Publicar" on
 * the content page in Portuguese: the page's alert.
 */
async function publishWithAnItalianPlaceholderRefused() {
  await contentStore().saveDraft(heroTitle("it"), "Bellezza {{nome}}", liveText(heroTitle("it")) ?? "", testOwner.id);
  rules.problems = [
    { language: "it", namespace: "home", key: "hero.title", rule: "placeholders", detail: { expected: "" } },
  ];
  await openStaffPage("/pt/admin/content", { language: "pt" });
  await screen.findByRole("heading", { name: "Rascunhos pendentes" });
  fireEvent.click(screen.getByRole("button", { name: "Publicar" }));
  await settled();
  return screen.getByRole("alert");
}

// Each test opens several pages, each a loader or an action on the database: seconds on two busy cores.
describe("the site's content", { timeout: 30_000 }, () => {
  it("opens for an editor, page by page and section by section; a front-desk account lands in its inbox", async () => {
    const editor = await addAccount("editor");
    await openStaffPage("/admin/content", { as: editor.id });
    await screen.findByRole("heading", { level: 1 });
    expect(heading()).toBe("Site content");
    for (const page of ["Every page", "Home page", "Our story", "Treatment pages, shared parts", "Accessibility"]) {
      expect(screen.getByRole("heading", { level: 2, name: page })).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "First screen" }).getAttribute("href")).toBe(
      "/admin/content/home_first_screen",
    );
    expect(
      within(screen.getByRole("navigation", { name: "Staff pages" }))
        .getByRole("link", { name: "Site content" })
        .getAttribute("href"),
    ).toBe("/admin/content");
    expect(screen.getByText("No drafts: the site shows every text as it was last published.")).toBeTruthy();

    const frontDesk = await addAccount("front_desk");
    for (const address of ["/admin/content", "/admin/content/home_first_screen", "/admin/content/history"]) {
      cleanup();
      await openStaffPage(address, { as: frontDesk.id });
      await screen.findByRole("heading", { level: 1 });
      expect(heading(), address).toBe("Contact requests");
    }
  });

  it("saves a Portuguese draft from a section, and publishing it puts it on the site, in the audit trail", async () => {
    const editor = await addAccount("editor");
    const before = liveText(heroTitle("pt"));
    await openStaffPage("/admin/content/home_first_screen?lang=pt", { as: editor.id });
    await screen.findByRole("heading", { level: 1 });
    expect(heading()).toBe("Home page › First screen");
    const field = screen.getByLabelText<HTMLTextAreaElement>(heroField);
    expect(field.value).toBe(before);
    fireEvent.change(field, { target: { value: "Cabelo e pele,\r\ncom cuidado médico" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("1 draft saved. Publish it from the site content page.");
    // Only the changed field is a draft, its line break as the site keeps it; the site shows the old text meanwhile.
    expect(await contentStore().drafts()).toEqual([
      expect.objectContaining({
        ...heroTitle("pt"),
        value: "Cabelo e pele,\ncom cuidado médico",
        updatedBy: editor.id,
      }),
    ]);
    expect(screen.getByLabelText<HTMLTextAreaElement>(heroField).value).toBe("Cabelo e pele,\ncom cuidado médico");
    expect(liveText(heroTitle("pt"))).toBe(before);
    // The save is in the audit trail: who, from where, which field; never the text itself.
    const saves = (await auditTrail().list({ action: "content_draft_saved" })).events;
    expect(saves).toEqual([
      expect.objectContaining({
        actor: editor.id,
        client: expect.stringMatching(/^staff-pages-test-/),
        detail: { texts: 1, keys: ["pt/home:hero.title"] },
      }),
    ]);
    expect(JSON.stringify(saves)).not.toContain("Cabelo");
    // Saved again unchanged, nothing changed: nothing more in the trail.
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await settled();
    expect((await auditTrail().list({ action: "content_draft_saved" })).total).toBe(1);

    cleanup();
    await openStaffPage("/admin/content", { as: editor.id });
    await screen.findByRole("heading", { name: "Drafts waiting" });
    expect(screen.getByText("1 text changed and not published yet.")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Drafts waiting" }).textContent).toContain(
      `Changed by: ${editor.email} (1)`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("Version 1 published: visitors see it within a few seconds.");
    expect(liveText(heroTitle("pt"))).toBe("Cabelo e pele,\ncom cuidado médico");
    expect(await contentStore().drafts()).toEqual([]);
    const [event] = (await auditTrail().list({ action: "content_published" })).events;
    expect(event).toMatchObject({ actor: editor.id, objectId: "1", detail: { texts: 1, authors: [editor.id] } });
  });

  it("a publish names the authors of the drafts it put live, in the trail and beside each change in the history", async () => {
    const ana = await addAccount("editor");
    const bruno = await addAccount("editor");
    const subtitle = { language: "pt" as const, namespace: "home" as const, key: "hero.subtitle" };
    await contentStore().saveDraft(heroTitle("pt"), "O título da Ana", liveText(heroTitle("pt")) ?? "", ana.id);
    await contentStore().saveDraft(subtitle, "O subtítulo do Bruno", liveText(subtitle) ?? "", bruno.id);
    await openStaffPage("/admin/content");
    await screen.findByRole("heading", { name: "Drafts waiting" });
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await settled();
    const [event] = (await auditTrail().list({ action: "content_published" })).events;
    expect(event).toMatchObject({ actor: testOwner.id, objectId: "1" });
    expect(event?.detail).toEqual({ texts: 2, authors: expect.arrayContaining([ana.id, bruno.id]) });

    cleanup();
    await openStaffPage("/admin/content/history");
    const version = await screen.findByRole("listitem", { name: "Version 1" });
    expect(version.textContent).toContain(`published by ${testOwner.email}`);
    expect(within(version).getByRole("columnheader", { name: "Changed by" })).toBeTruthy();
    expect(within(version).getByRole("row", { name: /Main message › Title/ }).textContent).toContain(ana.email);
    expect(within(version).getByRole("row", { name: /Main message › Subtitle/ }).textContent).toContain(bruno.email);

    // A revert's changes are written by the one who pressed it (asked once more first).
    fireEvent.click(within(version).getByRole("button", { name: "Revert version 1" }));
    await settled();
    fireEvent.click(screen.getByRole("button", { name: "Yes, revert version 1" }));
    await settled();
    const revert = screen.getByRole("listitem", { name: "Version 2" });
    expect(revert.textContent).toContain(`published by ${testOwner.email}`);
    for (const change of within(revert).getAllByRole("row").slice(1)) {
      expect(change.textContent).toContain(testOwner.email);
    }
  });

  it("shows a record's change in the history as the clinic reads it: its values in words, the old one where it had none", async () => {
    const shown: TextId = { language: "en", namespace: "catalogue", key: "treatments.prp.shown" };
    const phone: TextId = { language: "en", namespace: "catalogue", key: "locations.lisbon.phone" };
    await contentStore().saveDraft(shown, "no", "yes", testOwner.id);
    await contentStore().saveDraft(phone, "+351 210 001 299", liveText(phone) ?? "", testOwner.id);
    // Madrid's week: a lunch break on weekdays, closed at the weekend.
    const hours: TextId = { language: "en", namespace: "catalogue", key: "locations.madrid.hours" };
    const week = [
      ...["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map((day) => `${day} 09:00-14:00 16:00-20:00`),
      "Saturday closed",
      "Sunday closed",
    ].join("\n");
    await contentStore().saveDraft(hours, week, liveText(hours) ?? "", testOwner.id);
    const outcome = await publishDrafts(testOwner.id);
    expect(outcome.ok).toBe(true);
    await openStaffPage("/pt/admin/content/history", { language: "pt" });
    await screen.findByRole("heading", { name: "Versão 1" });
    const rows = within(screen.getByRole("listitem", { name: "Versão 1" }))
      .getAllByRole("row")
      .slice(1);
    const texts = rows.map((row) => row.textContent ?? "");
    // A setting is no language's: "Todos os idiomas"; yes and no in words; the phone it had, the site's own.
    expect(texts.every((text) => text.startsWith("Todos os idiomas"))).toBe(true);
    expect(texts.some((text) => text.includes("Sim (texto padrão)") && text.includes("Não"))).toBe(true);
    expect(
      texts.some((text) => text.includes("+351 210 001 200 (texto padrão)") && text.includes("+351 210 001 299")),
    ).toBe(true);
    // A week as a sign says it, the site's own before it.
    expect(
      texts.some(
        (text) =>
          text.includes("De segunda-feira a domingo · Das 8h às 20h (texto padrão)") &&
          text.includes(
            "De segunda-feira a sexta-feira · Das 9h às 14h e das 16h às 20h; De sábado a domingo · Fechado",
          ),
      ),
    ).toBe(true);
    expect(texts.join(" ")).not.toMatch(/\byes\b|\bno\b|English|Monday/);
  });

  it("never saves over a draft someone else made since the page opened: an untouched field keeps theirs, a field changed on both sides is told", async () => {
    const editor = await addAccount("editor");
    const other = await addAccount("editor");
    const subtitle = { language: "pt" as const, namespace: "home" as const, key: "hero.subtitle" };
    await openStaffPage("/admin/content/home_first_screen?lang=pt", { as: editor.id });
    await screen.findByRole("heading", { level: 1 });
    // Meanwhile, another editor drafts both the title and the subtitle.
    await contentStore().saveDraft(heroTitle("pt"), "O título da colega", liveText(heroTitle("pt")) ?? "", other.id);
    await contentStore().saveDraft(subtitle, "O subtítulo da colega", liveText(subtitle) ?? "", other.id);
    // This editor changes the title only, and saves the page as it showed it.
    fireEvent.change(screen.getByLabelText<HTMLTextAreaElement>(heroField), { target: { value: "O meu título" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await settled();
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Someone else changed these texts since you opened this page.");
    expect(within(alert).getByRole("link", { name: heroField }).getAttribute("href")).toBe("#text-home-hero-title");
    expect(alert.textContent).toContain("O meu título");
    // Neither of the other's drafts was overwritten: not the title changed on both sides, not the subtitle left as shown.
    const drafts = await contentStore().drafts();
    expect(drafts.map(({ key, value, updatedBy }) => ({ key, value, updatedBy }))).toEqual([
      { key: "hero.subtitle", value: "O subtítulo da colega", updatedBy: other.id },
      { key: "hero.title", value: "O título da colega", updatedBy: other.id },
    ]);
    // The page shows the other's version now; saved again from it, this editor's title is kept.
    const field = screen.getByLabelText<HTMLTextAreaElement>(heroField);
    expect(field.value).toBe("O título da colega");
    fireEvent.change(field, { target: { value: "O meu título" } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("1 draft saved. Publish it from the site content page.");
    expect((await contentStore().drafts()).find(({ key }) => key === "hero.title")?.value).toBe("O meu título");
  });

  it("makes a draft's quotes typographic at save, and shows beside the field what it breaks before any publish", async () => {
    const editor = await addAccount("editor");
    await openStaffPage("/admin/content/home_first_screen?lang=fr", { as: editor.id });
    await screen.findByRole("heading", { level: 1 });
    const long = `L'équipe "Aurea" ${"vous accueille avec soin ".repeat(5)}`.trim();
    fireEvent.change(screen.getByLabelText(heroField), { target: { value: long } });
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await settled();
    const [draft] = await contentStore().drafts();
    expect(draft?.value).toBe(long.replace("L'", "L’").replace('"Aurea"', "«\u00a0Aurea\u00a0»"));
    // Kept as a draft, with its problem told at once, in the staff's words, and the field marked.
    const field = screen.getByLabelText<HTMLTextAreaElement>(heroField);
    expect(field.getAttribute("aria-invalid")).toBe("true");
    const told = document.getElementById(`${field.id}-findings`)?.textContent ?? "";
    expect(told).toMatch(
      /^Too long for a title: at most 80 characters, so that it stays a heading on a phone; this one has 1\d\d\.$/,
    );
    expect(document.getElementById(`${field.id}-count`)?.hasAttribute("data-outside")).toBe(true);
  });

  it("opens a section in the staff area's language, English one button away", async () => {
    await openStaffPage("/es/admin/content/home_first_screen", { language: "es" });
    await screen.findByRole("heading", { level: 1 });
    const edited = within(screen.getByRole("navigation", { name: "Idioma editado" }));
    expect(edited.getByRole("link", { name: "Español" }).getAttribute("aria-current")).toBe("true");
    expect(edited.getByRole("button", { name: "English" }).getAttribute("value")).toBe(
      "/es/admin/content/home_first_screen?lang=en",
    );
    expect(screen.getAllByRole("textbox")[0]?.getAttribute("lang")).toBe("es");
  });

  it("gives each field the placeholders and tags it must keep, for the script that says at once when one is lost", async () => {
    await openStaffPage("/admin/content/home_search?lang=fr");
    await screen.findByRole("heading", { level: 1 });
    const title = document.getElementById("text-home-meta-title");
    expect(title?.getAttribute("data-keep")).toBe("{{name}}");
    const live = document.getElementById(title?.getAttribute("data-live") ?? "");
    expect(live?.getAttribute("data-missing")).toBe("Keep these as they are, the page fills them in: #");
    expect(live?.getAttribute("data-empty")).toBe("This text is empty.");
  });

  it("shows the English beside each translation, and nothing beside English itself", async () => {
    await openStaffPage("/admin/content/home_first_screen?lang=fr");
    await screen.findByRole("heading", { level: 1 });
    const field = screen.getByLabelText<HTMLTextAreaElement>(heroField);
    expect(field.value).toBe(liveText(heroTitle("fr")));
    const [englishId, countId] = (field.getAttribute("aria-describedby") ?? "").split(" ");
    const english = document.getElementById(englishId ?? "");
    expect(english?.textContent).toBe(`English${defaultText(heroTitle("en"))}`);
    // A title: its length and limit under it, as one types too (the staff area's script reads data-template).
    const count = document.getElementById(countId ?? "");
    expect(count?.textContent).toBe(`${[...field.value].length} of at most 80 characters`);
    expect(count?.getAttribute("data-template")).toBe("# of at most 80 characters");
    expect(field.getAttribute("data-count")).toBe(countId);
    // What the title must keep while typing: nothing here; the search title keeps the clinic's name.
    expect(field.getAttribute("data-keep")).toBeNull();
    const edited = within(screen.getByRole("navigation", { name: "Language edited" }));
    expect(edited.getByRole("link", { name: "Français" }).getAttribute("aria-current")).toBe("true");
    // Another language is a button of the form: what was typed is saved as a draft first, then English opens (the
    // same section without `lang`), so that nothing typed is lost by moving between languages.
    fireEvent.change(field, { target: { value: "Une beauté sans hâte" } });
    fireEvent.click(edited.getByRole("button", { name: "English" }));
    await settled();
    expect(new URL(window.location.href).searchParams.get("lang")).toBeNull();
    expect((await contentStore().drafts()).map(({ language, value }) => [language, value])).toEqual([
      ["fr", "Une beauté sans hâte"],
    ]);
    const englishField = screen.getByLabelText<HTMLTextAreaElement>(heroField);
    expect(englishField.value).toBe(defaultText(heroTitle("en")));
    // English itself: nothing beside it but its count.
    expect(englishField.getAttribute("aria-describedby")).toBe(`${englishField.id}-count`);
  });

  it("lists each version in the history, and reverting one puts its texts back", async () => {
    const editor = await addAccount("editor");
    await published(heroTitle("pt"), "Um título novo", editor.id);
    await openStaffPage("/admin/content/history", { as: editor.id });
    await screen.findByRole("heading", { name: "Version 1" });
    const version = screen.getByRole("listitem", { name: "Version 1" });
    expect(version.textContent).toContain(editor.email);
    expect(version.textContent).toContain("1 text");
    const change = within(version).getByRole("row", { name: /Portuguese/ });
    expect(change.textContent).toContain("Home page › First screen › Main message › Title");
    expect(change.textContent).toContain("(default text)");
    expect(change.textContent).toContain("Um título novo");

    fireEvent.click(within(version).getByRole("button", { name: "Revert version 1" }));
    await settled();
    // Asked once more, beside the version, saying what goes back and to what; nothing changes until "Yes".
    const asked = within(screen.getByRole("listitem", { name: "Version 1" })).getByRole("alert");
    expect(asked.textContent).toContain(
      "Revert version 1? This text goes back to what it was before it, on the site at once:",
    );
    expect(within(asked).getByRole("row", { name: /Portuguese/ }).textContent).toContain("Um título novo");
    expect(await contentStore().latestVersion()).toBe(1);
    fireEvent.click(within(asked).getByRole("button", { name: "Yes, revert version 1" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("Version 1 reverted: version 2 published.");
    expect(liveText(heroTitle("pt"))).toBe(defaultText(heroTitle("pt")));
    expect(screen.getByRole("listitem", { name: "Version 2" }).textContent).toContain("reverts version 1");
    const [event] = (await auditTrail().list({ action: "content_reverted" })).events;
    expect(event).toMatchObject({ actor: editor.id, objectId: "2", detail: { reverts: 1 } });
  });

  it("marks the five translations for review when the English changes; confirming one clears it alone", async () => {
    const version = await published(heroTitle("en"), "Hair and skin, with a doctor's care");
    expect((await contentStore().reviews()).map((review) => review.language).sort()).toEqual([
      "es",
      "fr",
      "it",
      "pt",
      "pt-PT",
    ]);
    await openStaffPage("/admin/content");
    await screen.findByRole("heading", { name: "Needs review" });
    expect(within(screen.getByRole("row", { name: /First screen/ })).getByText("PT", { exact: true })).toBeTruthy();
    fireEvent.click(screen.getByRole("link", { name: "Brazilian Portuguese: 1 text" }));
    await settled();
    const item = screen.getByRole("listitem", { name: /Home page › First screen › Main message › Title/ });
    expect(item.textContent).toContain("Hair and skin, with a doctor's care");
    expect(item.textContent).toContain(liveText(heroTitle("pt")));
    expect(within(item).getByRole("link", { name: "Edit this text" }).getAttribute("href")).toBe(
      "/admin/content/home_first_screen?lang=pt#text-home-hero-title",
    );
    fireEvent.click(within(item).getByRole("button", { name: "Confirm it is still right" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("The translation was confirmed.");
    expect(screen.getByText("No text in Brazilian Portuguese needs review.")).toBeTruthy();
    expect((await contentStore().reviews()).map((review) => review.language).sort()).toEqual([
      "es",
      "fr",
      "it",
      "pt-PT",
    ]);
    const [event] = (await auditTrail().list({ action: "content_review_confirmed" })).events;
    expect(event).toMatchObject({
      actor: testOwner.id,
      objectId: String(version),
      detail: { language: "pt", text: "home:hero.title" },
    });

    // The section marks the texts still to review in its language.
    cleanup();
    await openStaffPage("/admin/content/home_first_screen?lang=es");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getAllByText("Needs review")).toHaveLength(1);
  });

  it("publishes what is ready: a refused draft keeps back only itself, still a draft, and the page says which", async () => {
    const italian = liveText(heroTitle("it")) ?? "";
    await contentStore().saveDraft(heroTitle("pt"), "Beleza sem pressa", liveText(heroTitle("pt")) ?? "", testOwner.id);
    const told = await publishWithAnItalianPlaceholderRefused();
    expect(told.textContent).toContain(
      "Versão 1 publicada. 1 texto continua como rascunho até ser corrigido; o resto já está no site:",
    );
    expect(within(told).getByRole("link").getAttribute("href")).toBe(
      "/pt/admin/content/home_first_screen?lang=it#text-home-hero-title",
    );
    // The Portuguese title is live; the Italian one is still a draft, the site showing the old one.
    expect(liveText(heroTitle("pt"))).toBe("Beleza sem pressa");
    expect(liveText(heroTitle("it"))).toBe(italian);
    expect((await contentStore().drafts()).map(({ language, value }) => [language, value])).toEqual([
      ["it", "Bellezza {{nome}}"],
    ]);
  });

  it("renders what goes live without the drafts kept back: a page that fails without one refuses the publish", async () => {
    // A stand-in renderer: the Italian home page fails while its subtitle says "NEEDS" and its title not "GIVEN" (as a
    // page may need a text that a draft kept back would have brought).
    const { currentTexts } = await import("~/i18n/resources.server");
    const { textAt } = await import("~/i18n/text-paths");
    setPageRenderer(async (request) => {
      const texts = currentTexts("it").home;
      const broken =
        String(textAt(texts, "hero.subtitle")).includes("NEEDS") &&
        !String(textAt(texts, "hero.title")).includes("GIVEN");
      return new Response("", { status: new URL(request.url).pathname === "/it" && broken ? 500 : 200 });
    });
    try {
      const subtitle: TextId = { language: "it", namespace: "home", key: "hero.subtitle" };
      await contentStore().saveDraft(subtitle, "Cura NEEDS", liveText(subtitle) ?? "", testOwner.id);
      await contentStore().saveDraft(heroTitle("it"), "GIVEN {{nome}}", liveText(heroTitle("it")) ?? "", testOwner.id);
      rules.problems = [
        { language: "it", namespace: "home", key: "hero.title", rule: "placeholders", detail: { expected: "" } },
      ];
      const outcome = await publishDrafts(testOwner.id);
      expect(outcome.ok).toBe(false);
      expect(outcome.ok ? [] : outcome.problems.map(({ key, rule, detail }) => [key, rule, detail?.page])).toEqual([
        ["hero.title", "placeholders", undefined],
        ["hero.subtitle", "page_fails", "/it"],
      ]);
      expect(liveText(subtitle)).not.toBe("Cura NEEDS");
    } finally {
      setPageRenderer(undefined);
    }
  });

  it("publishes from where a draft is edited: a section in one language, or one record, the other drafts staying", async () => {
    const shown: TextId = { language: "en", namespace: "catalogue", key: "treatments.prp.shown" };
    await contentStore().saveDraft(heroTitle("pt"), "Beleza sem pressa", liveText(heroTitle("pt")) ?? "", testOwner.id);
    await contentStore().saveDraft(heroTitle("es"), "Belleza sin prisa", liveText(heroTitle("es")) ?? "", testOwner.id);
    await contentStore().saveDraft(shown, "no", "yes", testOwner.id);
    await openStaffPage("/admin/content/home_first_screen?lang=pt");
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Publish this section's drafts in Brazilian Portuguese now" }));
    await settled();
    expect(screen.getByRole("status").textContent).toContain("Version 1 published");
    expect(liveText(heroTitle("pt"))).toBe("Beleza sem pressa");
    expect((await contentStore().drafts()).map(({ language, key }) => `${language} ${key}`).sort()).toEqual([
      "en treatments.prp.shown",
      "es hero.title",
    ]);
    // From the treatment's page: its drafts alone.
    cleanup();
    await openStaffPage("/admin/content/treatments/prp");
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Publish this page's drafts now" }));
    await settled();
    expect(screen.getByRole("status").textContent).toContain("Version 2 published");
    expect(liveText(shown)).toBe("no");
    expect((await contentStore().drafts()).map(({ language, key }) => `${language} ${key}`)).toEqual(["es hero.title"]);
  });

  it("says what a refused publish must change first, where, in the staff's language, and publishes nothing", async () => {
    const alert = await publishWithAnItalianPlaceholderRefused();
    expect(alert.textContent).toContain("Nada foi publicado: 1 texto precisa ser alterado antes.");
    // The rule's own message comes with the rules; until then, its code.
    expect(alert.textContent).toContain(
      "Página inicial › Primeira tela › Mensagem principal › Título (italiano): placeholders",
    );
    expect(within(alert).getByRole("link").getAttribute("href")).toBe(
      "/pt/admin/content/home_first_screen?lang=it#text-home-hero-title",
    );
    expect(await contentStore().latestVersion()).toBe(0);
    expect(await contentStore().drafts()).toHaveLength(1);
  });

  it("discards every draft only when asked twice", async () => {
    await contentStore().saveDraft(heroTitle("es"), "Belleza", liveText(heroTitle("es")) ?? "", testOwner.id);
    await openStaffPage("/admin/content");
    await screen.findByRole("heading", { name: "Drafts waiting" });
    fireEvent.click(screen.getByRole("button", { name: "Discard drafts" }));
    await settled();
    expect(screen.getByRole("alert").textContent).toBe(
      "Discard every draft: 1 text, by everyone who edits? This cannot be undone.",
    );
    expect(await contentStore().drafts()).toHaveLength(1);
    // Asked only, nothing discarded: not in the trail.
    expect((await auditTrail().list({ action: "content_drafts_discarded" })).total).toBe(0);
    fireEvent.click(screen.getByRole("button", { name: "Discard for good" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("The drafts were discarded.");
    expect(await contentStore().drafts()).toEqual([]);
    const [event] = (await auditTrail().list({ action: "content_drafts_discarded" })).events;
    expect(event).toMatchObject({
      actor: testOwner.id,
      client: expect.stringMatching(/^staff-pages-test-/),
      detail: { texts: 1, authors: [testOwner.id] },
    });
  });
});
