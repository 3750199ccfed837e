import { parseWeek } from "~/config/opening-hours";
import { textLimitOf } from "~/features/content/text-limits";
import { publishedCatalogueFields } from "~/features/records/record-state.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { type HoursWords, weekLines } from "~/i18n/week-hours";
import { type FieldSpec, optionValue } from "./fields";
import { declaredKindOf } from "./kinds.server";
import type { DraftedRecord } from "./record-editor.server";
import { type AnyKind, contextOf, type RuleContext } from "./record-kind";
import { fieldElementId, type RecordFieldView } from "./record-view";

/**
 * What the content editor's pages show of a kind of record, in the staff's language, from its declaration: each
 * field's label and hint (`staff:content.<kind>.fields.<field>`, `…hints.<field>`), a choice's options, the list's
 * rows.
 */

/** The staff's texts by a key made at run time (a kind's, a field's): none is `""`. */
export function staffText(language: Language) {
  const t = serverT(language, "staff") as unknown as (key: string, options?: Record<string, unknown>) => string;
  return (key: string, options: Record<string, unknown> = {}) => t(key, { defaultValue: "", ...options });
}

function optionsOf(spec: FieldSpec, language: Language, context: RuleContext) {
  const text = staffText(language);
  const options = typeof spec.options === "function" ? spec.options({ ...context, language }) : (spec.options ?? []);
  return options.map((option) => {
    const value = optionValue(option);
    const label = typeof option === "string" ? "" : option.label;
    return { value, label: label || (spec.optionLabels && text(`${spec.optionLabels}.${value}`)) || value };
  });
}

/** The fields of a record's form, in the declaration's order (pictures have their own form). */
export function fieldViews(
  kind: AnyKind,
  record: Pick<DraftedRecord, "id" | "values" | "drafted">,
  language: Language,
  fields: Record<string, string> = {},
): RecordFieldView[] {
  const text = staffText(language);
  const values = pageValues(kind, record, language);
  const context = contextOf(fields);
  // A field that a record has once it has a picture (its description) is in the form from the start: the picture
  // can be sent with the same save (routes/staff/content-record.tsx).
  const pictured = Object.fromEntries(
    Object.entries(kind.fields).flatMap(([name, spec]) =>
      spec.control === "picture" && !record.values[name] ? [[name, "pending"]] : [],
    ),
  );
  const own = new Set<string>(kind.fieldNames(record.id, record.values));
  return kind.fieldNames(record.id, { ...record.values, ...pictured }).flatMap((name): RecordFieldView[] => {
    const spec = kind.fields[name] as FieldSpec;
    if (spec.control === "picture" || !spec.inForm) return [];
    const hint = text(`content.${kind.kind}.hints.${name}`, values);
    return [
      {
        name,
        id: fieldElementId(kind.kind, name),
        control: spec.control,
        label: text(`content.${kind.kind}.fields.${name}`) || name,
        ...(hint ? { hint } : {}),
        ...(spec.maxLength !== undefined ? { maxLength: spec.maxLength } : {}),
        ...(spec.min !== undefined ? { min: spec.min } : {}),
        ...(spec.max !== undefined ? { max: spec.max } : {}),
        ...(spec.options ? { options: optionsOf(spec, language, context) } : {}),
        ...(spec.optional && spec.control === "select" ? { none: text("content.records.none") } : {}),
        ...(!spec.optional && spec.control === "select" ? { choose: text("content.records.choose") } : {}),
        ...(spec.multiline ? { multiline: true } : {}),
        ...(spec.control === "week" ? { week: weekWords(text) } : {}),
        ...limitOf(spec, record.id),
        // (A picture's description before the picture: written with it or later, not yet asked for.)
        optional: spec.optional || !own.has(name),
        fixed: spec.fixed ?? false,
        drafted: record.drafted.includes(name),
        ...groupOf(kind, name),
      },
    ];
  });
}

const weekWords = (text: ReturnType<typeof staffText>) =>
  Object.fromEntries(
    (["open", "opens", "break_starts", "break_ends", "closes"] as const).map((part) => [
      part,
      text(`content.records.week.${part}`),
    ]),
  ) as NonNullable<RecordFieldView["week"]>;

/** A text field's length limit (a treatment's name, search title, summary, description), if its text has one. */
function limitOf(spec: FieldSpec, id: string) {
  const limit = spec.texts ? textLimitOf(spec.texts.namespace, spec.texts.key(id)) : undefined;
  return limit ? { limit: { unit: limit.unit, min: limit.min, max: limit.max } } : {};
}

/** What a record's page's texts fill in: its name, and what its kind adds. */
export const pageValues = (
  kind: AnyKind,
  record: Pick<DraftedRecord, "id" | "values"> & Partial<Pick<DraftedRecord, "texts">>,
  language: Language,
) => ({
  name: recordTitle(kind, { texts: {}, ...record }, language),
  ...kind.editor?.hintValues?.(record.id, record.values),
});

const groupOf = (kind: AnyKind, name: string) => {
  const group = kind.editor?.groups?.find(({ fields }) => fields.includes(name));
  return group ? { group: group.id } : {};
};

/** The parts of a kind's form, with their legends. */
export const groupViews = (kind: AnyKind, language: Language) =>
  (kind.editor?.groups ?? []).map(({ id }) => ({
    id,
    legend: staffText(language)(`content.${kind.kind}.groups.${id}`),
  }));

/** A record's values as its form shows them (where a field shows its value otherwise than stored). */
export function formValues(kind: AnyKind, values: Readonly<Record<string, string>>) {
  const context = contextOf(publishedCatalogueFields());
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const display = kind.fields[name]?.display;
      return [name, display ? display(value, context) : value];
    }),
  );
}

/** The picture fields of a record, each with its own form. */
export const pictureFields = (kind: AnyKind, record: Pick<DraftedRecord, "id" | "values">) =>
  kind.fieldNames(record.id, record.values).filter((name) => kind.fields[name]?.control === "picture");

/** A record's name in the list and on its page: its title field, or its id. */
export function recordTitle(kind: AnyKind, record: Pick<DraftedRecord, "id" | "values" | "texts">, language: Language) {
  const key = kind.editor?.nameKey?.(record.id);
  if (key) return staffText(language)(key) || record.id;
  const field = kind.editor?.title;
  if (!field) return record.id;
  const texts = record.texts[field];
  return (texts ? texts[language] || texts.en : record.values[field]) || record.id;
}

/** The list's rows: each record's name, its columns as the staff read them, and its order. */
export function listRows(kind: AnyKind, records: readonly DraftedRecord[], language: Language) {
  const text = staffText(language);
  const columns = kind.editor?.columns ?? [];
  const context = contextOf(publishedCatalogueFields());
  // A choice's words, by its value (a location by its city, a treatment by its name).
  const labels = new Map(
    columns.map((name) => {
      const spec = kind.fields[name] as FieldSpec;
      const options = spec.options ? optionsOf(spec, language, context) : [];
      return [name, new Map(options.map(({ value, label }) => [value, label]))];
    }),
  );
  return records
    .map((record, index) => ({
      id: record.id,
      title: recordTitle(kind, record, language),
      drafted: record.drafted.length > 0,
      // Without an order of its own, the records' (the repository's, those added after).
      order: kind.order?.(record.values) ?? index,
      cells: columns.map((name) => {
        const spec = kind.fields[name] as FieldSpec;
        const value = record.values[name] ?? "";
        if (spec.control === "texts") return record.texts[name]?.[language] || record.texts[name]?.en || "";
        if (spec.control === "checkbox") return text(value === "yes" ? "content.records.yes" : "content.records.no");
        const shown = spec.display ? spec.display(value, context) : value;
        const label = (word: string) => labels.get(name)?.get(word) ?? word;
        return spec.control === "checkboxes" ? shown.split(" ").filter(Boolean).map(label).join(", ") : label(shown);
      }),
    }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
}

/**
 * The list's column headings after the name's; a position (a number) is left out on a phone, where the rows are
 * already in its order.
 */
export const columnHeadings = (kind: AnyKind, language: Language) => {
  const text = staffText(language);
  return (kind.editor?.columns ?? []).map((name) => ({
    heading: text(`content.${kind.kind}.columns.${name}`) || text(`content.${kind.kind}.fields.${name}`),
    wideOnly: kind.fields[name]?.control === "number",
  }));
};

/**
 * A field's stored value as the staff read it (the history): yes or no in their words, a choice by its label (a
 * treatment's cards, a location's days), anything else as it is. A key no kind declares keeps its value.
 */
export function readableValue(key: string, value: string, language: Language, fields: Record<string, string> = {}) {
  const kind = declaredKindOf(key);
  const found = kind?.ofKey(key);
  if (!kind || !found) return value;
  const spec = kind.fields[found.field] as FieldSpec;
  const text = staffText(language);
  if (spec.control === "checkbox") return value === "yes" || value === "no" ? text(`content.records.${value}`) : value;
  if (spec.control === "week") {
    const read = parseWeek(value);
    if (!("hours" in read)) return value;
    const common = serverT(language, "common") as unknown as HoursWords;
    return weekLines(read.hours, language, common)
      .map(({ days, times }) => `${days} · ${times}`)
      .join("; ");
  }
  if (!spec.options) return value;
  const options = optionsOf(spec, language, contextOf(fields));
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => options.find((option) => option.value === word)?.label ?? word)
    .join(", ");
}
