import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { closeDatabase, database } from "~/db/database.server";
import { partnerKind } from "~/features/records/kinds/partners.server";
import { saveRecordPicture } from "~/features/records/record-editor.server";
import { auditTrail, staffAccountContext, staffAccounts } from "~/features/staff/staff-access.server";
import type { StaffAccount } from "~/features/staff/staff-accounts.server";
import { clientAddressContext } from "~/security/rate-limit.server";
import { contentStore, liveText } from "./content-services.server";
import { contentTrail } from "./content-trail.server";

let folder = "";
let editor: StaffAccount;

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "clinic-content-trail-"));
  vi.stubEnv("DATA_DIR", folder);
  vi.stubEnv("LOG_LEVEL", "error");
  editor = await staffAccounts().create({ email: "editor@clinic.test", role: "editor", passwordHash: "unused" });
});
beforeEach(async () => {
  for (const table of ["content_drafts", "audit_events"]) await database().run(`DELETE FROM ${table}`);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await closeDatabase();
  rmSync(folder, { recursive: true, force: true });
});

/** A post to a staff page by the editor from 192.0.2.7, its action `work` run inside the staff area's middleware. */
function posted(work: () => Promise<void>) {
  const context = new RouterContextProvider();
  context.set(staffAccountContext, editor);
  context.set(clientAddressContext, "192.0.2.7");
  const request = new Request("http://localhost/admin/content/partners/galderma", { method: "POST" });
  return contentTrail({ request, context, params: {}, unstable_pattern: "" } as never, async () => {
    await work();
    return new Response(null, { status: 303 });
  });
}

/** A wordmark as a brand sends it: black letters' worth of shapes on a transparent ground, 600 × 180. */
const wordmark = async () =>
  new File(
    [
      await sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="180"><rect x="40" y="50" width="520" height="80" fill="#000"/></svg>`,
        ),
      )
        .png()
        .toBuffer(),
    ],
    "wordmark.png",
    { type: "image/png" },
  );

describe("the content's trail", { timeout: 30_000 }, () => {
  it("records a picture's upload: who, from where, for which field, its id and size, never its bytes", async () => {
    const file = await wordmark();
    await posted(async () => {
      expect(await saveRecordPicture(partnerKind, "galderma", "logo", file, editor.id)).toBeNull();
    });
    const logo = { language: "en" as const, namespace: "catalogue" as const, key: "partners.galderma.logo" };
    const [draft] = await contentStore().drafts();
    expect(draft).toMatchObject({ ...logo, updatedBy: editor.id });
    const { events } = await auditTrail().list();
    expect(events.map((event) => event.action)).toEqual(["content_draft_saved", "picture_uploaded"]);
    expect(events[1]).toMatchObject({
      actor: editor.id,
      client: "192.0.2.7",
      objectId: "en/catalogue:partners.galderma.logo",
      detail: { picture: draft?.value, kind: "logo", bytes: file.size },
    });
    expect(events[0]).toMatchObject({
      actor: editor.id,
      detail: { texts: 1, keys: ["en/catalogue:partners.galderma.logo"] },
    });
  });

  it("records the drafts an action saved before it failed (they stay saved), and nothing for an action that saved none", async () => {
    const title = { language: "it" as const, namespace: "home" as const, key: "hero.title" };
    await expect(
      posted(async () => {
        await contentStore().saveDraft(title, "Bellezza che dura", liveText(title) ?? "", editor.id);
        throw new Error("the database went away");
      }),
    ).rejects.toThrow("the database went away");
    await posted(async () => {});
    const { events } = await auditTrail().list();
    expect(events).toEqual([
      expect.objectContaining({ action: "content_draft_saved", detail: { texts: 1, keys: ["it/home:hero.title"] } }),
    ]);
    // Outside a request (a script, a test's set-up) a draft is saved without an event: there is no one to name.
    await contentStore().saveDraft(title, "Bellezza senza fine", liveText(title) ?? "", editor.id);
    expect((await auditTrail().list()).total).toBe(1);
  });
});
