import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { type PictureFormat, type PictureKind, pictureFormats, pictureHeight, pictureKinds } from "~/config/pictures";
import { connectDatabase } from "~/db/database.server";
import type { Sql } from "~/db/sql.server";
import { type ConvertedPicture, PictureStore } from "~/features/pictures/picture-store.server";
import { isRecordText, recordFieldsOf, recordPictures } from "~/features/records/record-checks.server";
import { publishedCatalogueFields, setPublishedCatalogue } from "~/features/records/record-state.server";
import { isLanguage } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";
import { defaultTexts, textAt, withText } from "~/i18n/resources.server";
import { AuditTrail } from "~/security/audit-trail.server";
import { splitPublished } from "./catalogue-content.server";
import { defaultText, liveText, showPublished } from "./content-services.server";
import { ContentStore, draftAuthors, RefusedPublishError, sourceLanguage, type TextId } from "./content-store.server";
import { publishProblems, type TextProblem } from "./publish-check.server";
import { entriesOf } from "./text-problem";

/**
 * The published content as the repository's own files (`npm run content:export`, `content:import`;
 * docs/decisions/020-content-editor.md): `<language>/<namespace>.json`, the defaults with the published texts over
 * them, formatted as the repository formats them. Exported into `app/locales`, the clinic's edits become the new
 * defaults (and the tests' source) in a commit; imported, files become the published content of another site.
 */

const fileText = (texts: unknown) => `${JSON.stringify(texts, null, 2)}\n`;

interface Place {
  dataDir: string;
  databaseUrl?: string;
}

export type ContentFilesResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Every record's fields, the published over the defaults, as the `catalogue` namespace keys them: each treatment's,
 * each counter's, each physician's, each location's, each partner brand's, each country's operator's.
 */
function catalogueFile(published: Record<string, string>): Record<string, unknown> {
  setPublishedCatalogue(published);
  return recordFieldsOf(published).reduce<Record<string, unknown>>(
    (file, [key, value]) => withText(file, key.split("."), value),
    {},
  );
}

/** The folder of the exported pictures, beside the languages' folders: each rendition as `<id>-<width>.<format>`. */
const picturesFolder = "pictures";
const pictureFile = /^([0-9a-f]{20})-(\d{1,5})\.(avif|webp)$/;

/**
 * Writes every rendition of the pictures the published treatments, the director's page and the partner brands show;
 * returns how many.
 */
async function exportPictures(db: Sql, to: string): Promise<number> {
  const store = new PictureStore(db);
  const shown = [...new Map(recordPictures(publishedCatalogueFields())).entries()];
  for (const [id, kind] of shown) {
    for (const width of pictureKinds[kind].widths) {
      for (const format of pictureFormats) {
        const bytes = await store.file(id, width, format);
        if (!bytes) continue;
        mkdirSync(path.join(to, picturesFolder), { recursive: true });
        writeFileSync(path.join(to, picturesFolder, `${id}-${width}.${format}`), bytes);
      }
    }
  }
  return shown.length;
}

/**
 * The pictures of a folder exported by `content:export`, kept (each of the kind its frame says: a treatment's, the
 * director's portrait, a brand's logo) before the fields that name them are published. A file whose content is not the format and width its name says is refused.
 */
async function importPictures(db: Sql, from: string): Promise<string | null> {
  const folder = path.join(from, picturesFolder);
  if (!existsSync(folder)) return null;
  const byId = new Map<string, { kind: PictureKind; files: ConvertedPicture["files"][number][] }>();
  for (const name of readdirSync(folder)) {
    const [, id = "", width = "", format = ""] = pictureFile.exec(name) ?? [];
    if (!id) return `${picturesFolder}/${name} is not a picture of the site.`;
    const bytes = new Uint8Array(readFileSync(path.join(folder, name)));
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    const expected = format === "avif" ? "heif" : "webp";
    if (metadata?.format !== expected || metadata.width !== Number(width)) {
      return `${picturesFolder}/${name} is not the ${format} picture ${width} pixels wide its name says.`;
    }
    // Its kind, by its frame: the kind whose ratio gives its height.
    const kind = (Object.keys(pictureKinds) as PictureKind[]).find(
      (candidate) => pictureHeight(candidate, Number(width)) === metadata.height,
    );
    if (!kind) return `${picturesFolder}/${name} has the frame of no picture of the site.`;
    const entry = byId.get(id) ?? { kind, files: [] };
    if (entry.kind !== kind) return `${picturesFolder}/${name} is not in the frame of the picture's other files.`;
    entry.files.push({ format: format as PictureFormat, width: Number(width), bytes });
    byId.set(id, entry);
  }
  const store = new PictureStore(db);
  for (const [id, { kind, files }] of byId) await store.save({ id, kind, files }, "command_line");
  return null;
}

/** Writes every namespace that has a published text, in every language, under `to`. */
export async function exportContent(input: Place & { to: string }): Promise<ContentFilesResult> {
  const db = await connectDatabase(input);
  try {
    const { version, texts: stored } = await new ContentStore(db).published();
    const { texts, catalogue } = splitPublished(stored);
    const files = new Map<string, Record<string, unknown>>();
    // The records, whole (every treatment's, counter's and physician's fields as the content store writes them), when
    // anything of them was published: `catalogue.json` beside the languages' folders.
    if (Object.keys(catalogue).length > 0) files.set("catalogue.json", catalogueFile(catalogue));
    for (const text of texts) {
      const file = `${text.language}/${text.namespace}.json`;
      const current = files.get(file) ?? (defaultTexts(text.language)[text.namespace] as Record<string, unknown>) ?? {};
      files.set(file, withText(current, text.key.split("."), text.value));
    }
    for (const [file, content] of files) {
      mkdirSync(path.dirname(path.join(input.to, file)), { recursive: true });
      writeFileSync(path.join(input.to, file), fileText(content));
    }
    const pictures = await exportPictures(db, input.to);
    return {
      ok: true,
      message:
        files.size === 0
          ? "Nothing is published: the repository's texts are the site's."
          : `Version ${version}: ${stored.length} published text(s) written to ${files.size} file(s) under ${input.to}` +
            (pictures > 0 ? `, and ${pictures} picture(s) under ${path.join(input.to, picturesFolder)}.` : "."),
    };
  } finally {
    await db.close();
  }
}

/**
 * Publishes the texts of the files under `from` that differ from what the site shows, as one version by the command
 * line, when the rules allow it (the same rules as a publish in the editor). Files of unknown languages or
 * namespaces, and keys the repository does not have, are refused.
 */
export async function importContent(input: Place & { from: string }): Promise<ContentFilesResult> {
  const wanted: Array<TextId & { value: string }> = [];
  const listed = path.join(input.from, "catalogue.json");
  if (existsSync(listed)) {
    for (const { key, text: value } of entriesOf(JSON.parse(readFileSync(listed, "utf8")))) {
      wanted.push({ language: sourceLanguage, namespace: "catalogue", key, value });
    }
  }
  // A record's text the repository's files lack: a treatment or a location the clinic added (its fields in
  // `catalogue.json` name it), a treatment's picture's description, a closure's note.
  const catalogueKeys = wanted.map((text) => text.key);
  for (const language of readdirSync(input.from)) {
    if (!isLanguage(language)) continue;
    for (const file of readdirSync(path.join(input.from, language))) {
      const namespace = file.replace(/\.json$/, "") as Namespace;
      const defaults = defaultTexts(language)[namespace];
      if (!file.endsWith(".json") || !defaults || namespace === "staff") {
        return { ok: false, message: `${language}/${file} is not a file of the site's texts.` };
      }
      const texts: unknown = JSON.parse(readFileSync(path.join(input.from, language, file), "utf8"));
      for (const { key, text: value } of entriesOf(texts)) {
        if (textAt(defaults, key) === undefined && !isRecordText(namespace, key, catalogueKeys))
          return { ok: false, message: `${language}/${file}: the key ${key} is not one of the site's.` };
        wanted.push({ language, namespace, key, value });
      }
    }
  }
  const db = await connectDatabase(input);
  try {
    const refused = await importPictures(db, input.from);
    if (refused) return { ok: false, message: refused };
    const store = new ContentStore(db);
    // What the site shows, as a server would: the published texts over the defaults.
    showPublished(await store.published());
    const changed = wanted.filter((text) => text.value !== liveText(text));
    if (changed.length === 0) return { ok: true, message: "The files hold what the site shows: nothing to publish." };
    const made = await store.publishTexts(changed, "command_line", defaultText, publishProblems);
    if (made) {
      await new AuditTrail(db).record({
        action: "content_published",
        actor: "command_line",
        objectId: String(made.version),
        detail: { texts: made.changes.length, authors: draftAuthors(made.changes) },
      });
    }
    return { ok: true, message: `Version ${made?.version} published: ${changed.length} text(s) from ${input.from}.` };
  } catch (error) {
    if (error instanceof RefusedPublishError) {
      const problems = (error.problems as TextProblem[])
        .map((problem) => `- ${problem.language}/${problem.namespace}.json ${problem.key}: ${problem.rule}`)
        .join("\n");
      return { ok: false, message: `Nothing was published: the texts break the site's rules.\n${problems}` };
    }
    throw error;
  } finally {
    await db.close();
  }
}
