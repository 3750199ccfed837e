import { weekFromForm } from "~/config/opening-hours";
import { splitPublished } from "~/features/content/catalogue-content.server";
import { draftFinder, overtaken, prefixed, recordDigest } from "~/features/content/content-editor.server";
import { contentStore, liveText } from "~/features/content/content-services.server";
import { sourceLanguage, type TextId } from "~/features/content/content-store.server";
import { typographic } from "~/features/content/typography-rules";
import type { PictureProblem } from "~/features/pictures/picture-conversion.server";
import { keepUploadedPicture } from "~/features/pictures/picture-upload.server";
import { publishedCatalogueFields } from "~/features/records/record-state.server";
import { type Language, languages } from "~/i18n/languages";
import type { FieldSpec } from "./fields";
import {
  type AnyKind,
  contextOf,
  type Fields,
  type RecordProblem,
  type TextsField,
  textFields,
  type Values,
} from "./record-kind";

/**
 * Any kind of record in the content editor (docs/staff.md#records): each record's fields and texts as the drafts
 * would leave them; a form's values kept as drafts, like every text until someone publishes; a picture uploaded; a
 * record added. A form whose values break a rule keeps nothing and says which field and why; so does a form shown
 * before someone else saved the same record.
 */

const fieldText = (kind: AnyKind, id: string, field: string) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: kind.key(id, field),
});

const textOf = (spec: TextsField, id: string, language: Language) => ({
  language,
  namespace: spec.texts.namespace,
  key: spec.texts.key(id),
});

/** A kind's texts, each field's in every language, as `value` gives them. */
const textsOf = (kind: AnyKind, value: (name: string, spec: TextsField, language: Language) => string) =>
  Object.fromEntries(
    textFields(kind).map(([name, spec]) => {
      const texts = Object.fromEntries(languages.map((language) => [language, value(name, spec, language)]));
      return [name, texts as Record<Language, string>];
    }),
  );

/** Keeps a text's draft, against the text as visitors see it now. */
const saveLive = (text: TextId, value: string, accountId: string) =>
  contentStore().saveDraft(text, value, liveText(text) ?? "", accountId);

/** Every record of a kind (shown or hidden) as the drafts would leave it: its fields, its texts, what is drafted. */
export async function draftedRecords(kind: AnyKind) {
  const stored = await contentStore().drafts();
  const draftOf = draftFinder(stored);
  const drafts = splitPublished(stored).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  const { all } = kind.recordsOf(fields);
  // A record added whose fields do not make one yet (a draft begun) is listed too, by its fields.
  const ids = [...new Set([...all.map(({ id }) => id), ...kind.idsIn(drafts)])];
  const repository = new Set(kind.defaults().map(({ id }) => id));
  return ids.map((id) => {
    const values = kind.valuesFrom(id, fields);
    const texts = textsOf(kind, (_, spec, language) => {
      const text = textOf(spec, id, language);
      return draftOf(language, text)?.value ?? liveText(text) ?? "";
    });
    const names = kind.fieldNames(id, values);
    const pictures = names.filter((name) => kind.fields[name]?.control === "picture");
    return {
      id,
      repository: repository.has(id),
      values,
      texts,
      drafted: names.filter((name) => drafts[kind.key(id, name)] !== undefined),
      /** What the form showed (pictures have their own form): a save over someone else's since is refused. */
      digest: recordDigest(
        { ...values, ...Object.assign({}, ...Object.entries(texts).map(([name, by]) => prefixed(`${name}_`, by))) },
        pictures,
      ),
    };
  });
}

export type DraftedRecord = Awaited<ReturnType<typeof draftedRecords>>[number];

/** The fields a record's form sends (pictures have their own form; a field fixed when added is not changed). */
export const formFieldsOf = (kind: AnyKind, record: Pick<DraftedRecord, "id" | "values">) =>
  kind
    .fieldNames(record.id, record.values)
    .filter((name) => kind.fields[name]?.inForm && !kind.fields[name]?.fixed && kind.fields[name]?.control !== "texts");

/** What a form sent on one line: trimmed, its spaces as one. */
const tidyLine = (value: string) => value.trim().replace(/\s+/g, " ");
/** What a form sent on several lines: each line tidied, the empty ones left out. */
const tidyLines = (value: string) => value.split(/\r?\n/).map(tidyLine).filter(Boolean).join("\n");

/** A field's value as its form sent it: trimmed, its spaces as one (a list's lines each). */
export function formValue(spec: FieldSpec, name: string, form: FormData): string {
  switch (spec.control) {
    case "checkbox":
      return form.get(name) === "yes" ? "yes" : "no";
    case "checkboxes": {
      const ticked = form.getAll(name).map(String);
      const options = Array.isArray(spec.options) ? spec.options : ticked;
      return options.filter((option) => ticked.includes(option)).join(" ");
    }
    case "lines":
      return tidyLines(String(form.get(name) ?? ""));
    case "week":
      return weekFromForm(name, (part) => String(form.get(part) ?? ""));
    default:
      return tidyLine(String(form.get(name) ?? ""));
  }
}

export type SaveOutcome =
  | { ok: true }
  | { ok: false; changed: true }
  | {
      ok: false;
      problems: RecordProblem[];
      values: Record<string, string>;
      texts: Record<string, Record<Language, string>>;
    };

/**
 * Keeps the form's values as drafts (those that differ from the site's), and its texts; values that break the
 * record's rules are refused, each with its field, and nothing is kept. A record the clinic is still writing (hidden)
 * may lack its pictures; one shown may not.
 */
export async function saveRecord(
  kind: AnyKind,
  record: DraftedRecord,
  form: FormData,
  accountId: string,
): Promise<SaveOutcome> {
  if (overtaken(form, record.digest)) return { ok: false, changed: true };
  const values = { ...record.values };
  const readContext = contextOf(publishedCatalogueFields());
  for (const name of formFieldsOf(kind, record)) {
    const spec = kind.fields[name] as FieldSpec;
    const sent = formValue(spec, name, form);
    values[name] = spec.read ? spec.read(sent, record.values[name] ?? "", readContext) : sent;
  }
  // A text of several lines keeps its lines (an answer's paragraphs).
  const texts = textsOf(kind, (name, spec, language) => {
    const sent = String(form.get(`${name}_${language}`) ?? "");
    return typographic(language, spec.multiline ? tidyLines(sent) : tidyLine(sent));
  });
  const shown = kind.shown?.(values) ?? true;
  const problems = kind
    .problemsOf(
      record.id,
      values,
      contextOf({ ...publishedCatalogueFields(), ...prefixedFields(kind, record.id, values) }),
    )
    .filter((problem) => shown || kind.fields[problem.field]?.control !== "picture");
  const tooLong = textFields(kind).flatMap(([name, spec]) =>
    languages.some((language) => (texts[name]?.[language] ?? "").length > (spec.maxLength ?? Number.POSITIVE_INFINITY))
      ? [{ id: record.id, field: name, rule: "field_text", detail: { max: spec.maxLength ?? 0 } }]
      : [],
  );
  if (problems.length + tooLong.length > 0) return { ok: false, problems: [...problems, ...tooLong], values, texts };
  for (const name of formFieldsOf(kind, record)) {
    await saveLive(fieldText(kind, record.id, name), values[name] ?? "", accountId);
  }
  for (const [name, spec] of textFields(kind)) {
    for (const language of languages) {
      await saveLive(textOf(spec, record.id, language), texts[name]?.[language] ?? "", accountId);
    }
  }
  return { ok: true };
}

/** The digest of every record of a kind edited together: a save over someone else's since is refused. */
export const togetherDigest = (records: readonly DraftedRecord[]) =>
  recordDigest(Object.fromEntries(records.map(({ id, digest }) => [id, digest])));

/**
 * Keeps the values of a form that edits every record of a kind at once (`<id>.<field>`) as drafts, like
 * `saveRecord`: values that break a rule are refused, each with its record and field, and nothing is kept.
 */
export async function saveTogether(
  kind: AnyKind,
  records: readonly DraftedRecord[],
  form: FormData,
  accountId: string,
): Promise<
  { ok: true } | { ok: false; changed: true } | { ok: false; problems: RecordProblem[]; values: Record<string, string> }
> {
  if (overtaken(form, togetherDigest(records))) return { ok: false, changed: true };
  const sent: Record<string, string> = {};
  const problems: RecordProblem[] = [];
  const context = contextOf(publishedCatalogueFields());
  for (const record of records) {
    const values = { ...record.values };
    for (const name of formFieldsOf(kind, record)) {
      values[name] = formValue(kind.fields[name] as FieldSpec, `${record.id}.${name}`, form);
      sent[`${record.id}.${name}`] = values[name];
    }
    problems.push(...kind.problemsOf(record.id, values, context));
  }
  if (problems.length > 0) return { ok: false, problems, values: sent };
  for (const record of records) {
    for (const name of formFieldsOf(kind, record)) {
      await saveLive(fieldText(kind, record.id, name), sent[`${record.id}.${name}`] ?? "", accountId);
    }
  }
  return { ok: true };
}

const prefixedFields = (kind: AnyKind, id: string, values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [kind.key(id, name), value]));

/**
 * An uploaded picture as a record's field (a draft): checked and converted like every picture (config/pictures.ts),
 * kept in the database, then named by the field. The refusal's reason when the file is not a picture the page can use.
 */
export async function saveRecordPicture(
  kind: AnyKind,
  id: string,
  field: string,
  file: FormDataEntryValue | null,
  accountId: string,
): Promise<PictureProblem | null> {
  const picture = kind.fields[field]?.picture;
  if (!picture) return "picture_missing";
  const kept = await keepUploadedPicture(file, picture, accountId);
  if (!kept.ok) return kept.problem;
  await saveLive(fieldText(kind, id, field), kept.id, accountId);
  return null;
}

/** A repository record's picture back to the repository's own (a draft; the uploaded one stays for the history). */
export async function restoreRecordPicture(kind: AnyKind, id: string, field: string, accountId: string) {
  const original = kind.defaults().find((record) => record.id === id)?.values[field];
  if (original !== undefined) await saveLive(fieldText(kind, id, field), original, accountId);
}

/** Why an id cannot be a new record's, if it cannot (it names the record's texts, and never changes). */
export function newIdProblem(kind: AnyKind, id: string, existing: readonly { id: string }[]): string | null {
  const rule = kind.newId;
  if (!rule?.pattern.test(id) || id.length > rule.max) return "id_invalid";
  if (existing.some((record) => record.id === id)) return "id_taken";
  return rule.refuse?.(id, existing) ?? null;
}

/**
 * A new record, hidden until it is written: its first fields as drafts (the kind's start, and the fields fixed when
 * added, as the add form sent them). The fields fixed when added that break their rule are refused.
 */
export async function addRecord(
  kind: AnyKind,
  id: string,
  form: FormData,
  existing: readonly DraftedRecord[],
  accountId: string,
): Promise<{ ok: true } | { ok: false; problems: RecordProblem[] }> {
  // The fields chosen when it is added (fixed for good, or asked then and changed later like any).
  const fixed = Object.entries(kind.fields).filter(([, spec]) => spec.fixed || spec.asked);
  const given = Object.fromEntries(fixed.map(([name, spec]) => [name, formValue(spec, name, form)]));
  const problems = fixed.flatMap(([name]) =>
    kind
      .problemsOf(id, { ...emptyValues(kind), ...given } as Values<Fields>, contextOf(publishedCatalogueFields()))
      .filter((problem) => problem.field === name),
  );
  if (problems.length > 0) return { ok: false, problems };
  const start = { ...kind.start?.(id, existing, given), ...given };
  for (const [field, value] of Object.entries(start)) {
    if (value !== undefined) await contentStore().saveDraft(fieldText(kind, id, field), value, "", accountId);
  }
  return { ok: true };
}

const emptyValues = (kind: AnyKind) => Object.fromEntries(Object.keys(kind.fields).map((name) => [name, ""]));
