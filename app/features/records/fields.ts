import { z } from "zod";
import { type OpeningHours, parseWeek, weekDays } from "~/config/opening-hours";
import { type PictureKind, pictureIdPattern } from "~/config/pictures";
import type { Language } from "~/i18n/languages";
import type { Namespace } from "~/i18n/namespaces";

/**
 * The kinds of field a record has (docs/decisions/029-record-kinds.md), each built on a zod schema of the text the
 * content store keeps (every value of a record is text, like the site's texts): the schema turns it into the value
 * the pages use, or names the rule it breaks as a stable code the staff area translates
 * (`staff:content_rules.<code>`, with the issue's `params` filled in). The form's control, its limits and whether
 * the form sends it at all come with the field, so that the editor's pages, the save, the publish check and the
 * export read one definition.
 */

/** The control a field is edited with (the editor's field component picks its markup by it). */
export type FieldControl =
  | "line"
  | "number"
  | "decimal"
  | "select"
  | "checkbox"
  | "checkboxes"
  | "lines"
  | "picture"
  | "date"
  | "time"
  | "url"
  | "tel"
  | "email"
  | "week"
  | "texts";

export interface FieldSpec<Value = unknown> {
  control: FieldControl;
  /** The stored text to its value, or the rule it breaks. */
  schema: z.ZodType<Value, string>;
  /** The longest text the form takes (and its counter shows). */
  maxLength?: number;
  min?: number;
  max?: number;
  /** A choice's values, in the order the form lists them; a function when they depend on other records. */
  options?: readonly string[] | ((context: OptionContext) => readonly FieldOption[]);
  /** Where a choice's labels are, below `staff:` (`content.countries` → `content.countries.BR`). */
  optionLabels?: string;
  /** A picture's kind (config/pictures.ts): its own upload form. */
  picture?: PictureKind;
  /** The repository's own picture a record shows while it has none uploaded (a path under `public/`). */
  ownPicture?: (id: string) => string | undefined;
  /** A text in each language: where the site's texts keep it (`home:brands.partners.<id>`). */
  /** `missing`: the rule a shown record's text breaks where a language lacks it (null: its texts' own rules say). */
  texts?: { namespace: Exclude<Namespace, "staff">; key: (id: string) => string; missing: string | null };
  /** Set by its own form (a picture) or by none (a field the editor keeps): the record's form leaves it out. */
  inForm: boolean;
  /** A field that may stay empty (its own rule is for what is written). */
  optional: boolean;
  /** Chosen when the record is added (a location's country), then shown and not changed. */
  fixed?: boolean;
  /** Texts of several lines (an answer), written in a larger box. */
  multiline?: boolean;
  /** Asked for when the record is added (a treatment's cards), and changed later like any field. */
  asked?: boolean;
  /** The value as the form shows it, when not as stored (the locations ticked for a treatment's rules). */
  display?: (value: string, context: OptionContext) => string;
  /** The value to store from what the form sent and what was stored, when not as sent. */
  read?: (sent: string, previous: string, context: OptionContext) => string;
}

/** What other records a choice may name (a treatment's places: the clinic's locations; a clinic's director). */
export interface OptionContext {
  fields: Readonly<Record<string, string>>;
  /** The staff's language, where a choice's labels are shown (a treatment by its name in it). */
  language?: Language;
  /** Every record of a kind as these fields write it, checked or not: its id and fields as text. */
  written(kind: string): ReadonlyArray<{ id: string; values: Readonly<Record<string, string>> }>;
}

/** A choice's option: its value, and the words it is shown with when they are not among the staff's texts. */
export type FieldOption = string | { value: string; label: string };
export const optionValue = (option: FieldOption) => (typeof option === "string" ? option : option.value);

/** A value's rule broken, as the staff area names it. */
export interface FieldFinding {
  rule: string;
  detail?: Record<string, string | number>;
}

/** The rule a stored value breaks under its field, if any. */
export function findingOf(spec: FieldSpec, value: string, context?: OptionContext): FieldFinding | undefined {
  if (spec.optional && value === "") return undefined;
  // Choices that depend on other records (a treatment's places) are checked against them.
  // (A field that stores its value otherwise than its form shows it, its kind's rules check.)
  if (typeof spec.options === "function" && context && !spec.read) {
    const options = spec.options(context).map(optionValue);
    const words = spec.control === "checkboxes" ? value.split(" ").filter(Boolean) : [value];
    if (!words.every((word) => options.includes(word))) return { rule: "field_choice" };
  }
  const parsed = spec.schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  const params = issue && "params" in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
  return { rule: issue?.message ?? "field_text", detail: { found: value, ...params } };
}

/** The value a field's stored text stands for (the caller has checked it breaks no rule). */
export const parsedValue = <Value>(spec: FieldSpec<Value>, text: string): Value => spec.schema.parse(text);

const rule = (code: string, detail?: Record<string, string | number>) => ({
  error: code,
  ...(detail ? { params: detail } : {}),
});
/** A field that may stay empty: "" stands for `empty`, and any other text is its schema's. */
const maybe = <Value>(optional: boolean | undefined, schema: z.ZodType<Value, string>, empty: Value) =>
  (optional
    ? z.string().transform((value, context) => {
        if (value === "") return empty;
        const parsed = schema.safeParse(value);
        if (parsed.success) return parsed.data;
        for (const issue of parsed.error.issues)
          context.addIssue({ code: "custom", message: issue.message, params: "params" in issue ? issue.params : {} });
        return z.NEVER;
      })
    : schema) as z.ZodType<Value, string>;
const oneLine = (value: string, min: number, max: number) =>
  value.trim().length >= min && value.length <= max && !/[\n\r]/.test(value);

interface Limits {
  optional?: boolean;
}

/** Words on one line (a name, a street): at least `min` characters (2), at most `max`. */
export function line(
  options: Limits & { max: number; min?: number; rule?: string; check?: (value: string) => FieldFinding | undefined },
) {
  const { max, min = 2, check } = options;
  const schema = z
    .string()
    .refine((value) => oneLine(value, min, max), rule(options.rule ?? "field_text", { max }))
    .superRefine((value, context) => {
      const found = check?.(value);
      if (found) context.addIssue({ code: "custom", message: found.rule, params: found.detail ?? {} });
    })
    .transform((value) => value.trim());
  return field<string>("line", maybe(options.optional, schema, ""), { maxLength: max, optional: options.optional });
}

/** A whole number from `min` to `max` (a position, a figure, a year). */
export function number(options: Limits & { min: number; max: number; rule?: string }) {
  const { min, max } = options;
  const schema = z
    .string()
    .refine((value) => /^(0|-?[1-9]\d{0,8})$/.test(value) && Number(value) >= min && Number(value) <= max, {
      ...rule(options.rule ?? "field_number", { min, max }),
    })
    .transform(Number);
  return field<number>("number", maybe(options.optional, schema, 0), { min, max, optional: options.optional });
}

/** A decimal number from `min` to `max`, written with a point and up to `places` decimals (a coordinate). */
export function decimal(options: { min: number; max: number; places: number; rule?: string }) {
  const { min, max, places } = options;
  const pattern = new RegExp(
    `^-?\\d{1,${String(Math.trunc(Math.max(Math.abs(min), Math.abs(max)))).length}}(\\.\\d{1,${places}})?$`,
  );
  const schema = z
    .string()
    .refine((value) => pattern.test(value) && Number(value) >= min && Number(value) <= max, {
      ...rule(options.rule ?? "field_number", { min, max, limit: max }),
    })
    .transform(Number);
  return field<number>("decimal", schema, { min, max, maxLength: 12 });
}

/** One of a list of values (a country, a state, a gender). */
export function choice<Option extends string>(
  options: readonly Option[] | ((context: OptionContext) => readonly FieldOption[]),
  settings: Limits & { labels?: string; fixed?: boolean } = {},
) {
  const schema = z
    .string()
    .refine((value) => typeof options === "function" || (options as readonly string[]).includes(value), {
      ...rule("field_choice"),
    })
    .transform((value) => value as Option);
  return field<Option>("select", maybe(settings.optional, schema, "" as Option), {
    options,
    ...(settings.labels ? { optionLabels: settings.labels } : {}),
    optional: settings.optional,
    fixed: settings.fixed ?? false,
  });
}

/** One of another kind's records by its id, shown by `label` (a closure's location, a question's treatment). */
export const recordChoice = (
  kind: string,
  label: (id: string, values: Readonly<Record<string, string>>, language: Language) => string,
) =>
  choice((context) =>
    context.written(kind).map(({ id, values }) => ({ value: id, label: label(id, values, context.language ?? "en") })),
  );

/** Some of a list of values, stored separated by spaces (the days a clinic opens). */
export function choices<Option extends string>(
  options: readonly Option[],
  settings: { labels?: string; rule?: string; asked?: boolean } = {},
) {
  const schema = z
    .string()
    .refine(
      (value) => {
        const words = value.split(" ").filter(Boolean);
        return words.length > 0 && words.every((word) => (options as readonly string[]).includes(word));
      },
      rule(settings.rule ?? "field_choices"),
    )
    .transform((value) => options.filter((option) => value.split(" ").includes(option)));
  return field<Option[]>("checkboxes", schema, {
    options,
    ...(settings.labels ? { optionLabels: settings.labels } : {}),
    ...(settings.asked ? { asked: true } : {}),
  });
}

/**
 * A field of the kind's own making: any text, which the kind's rules check, shown by the form and read back from it
 * by `display` and `read` (where a treatment is not offered: boxes for locations, stored as rules).
 */
export function custom(
  control: FieldControl,
  settings: Pick<FieldSpec<string>, "options" | "display" | "read" | "optionLabels">,
) {
  return field<string>(control, z.string(), { ...settings, optional: true });
}

/** Yes or no (shown on the site or not), stored as `yes` or `no`. */
export function yesNo() {
  const schema = z
    .string()
    .refine((value) => value === "yes" || value === "no", rule("field_choice"))
    .transform((value) => value === "yes");
  return field<boolean>("checkbox", schema);
}

/** Lines of text, each one a line that `pattern` matches (a society, a specialty with its number). */
export function lines(options: { max: number; pattern?: RegExp; rule?: string }) {
  const { max, pattern } = options;
  const schema = z
    .string()
    .superRefine((value, context) => {
      const wrong = linesOf(value).find(
        (item) => item.length < 2 || item.length > max || !(pattern?.test(item) ?? true),
      );
      if (wrong !== undefined)
        context.addIssue({ code: "custom", message: options.rule ?? "field_lines", params: { max, found: wrong } });
    })
    .transform(linesOf);
  return field<string[]>("lines", schema, { maxLength: max * 20, optional: true });
}

/** A list field's lines, trimmed, empty ones left out. */
export const linesOf = (value: string) =>
  value
    .split("\n")
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * An uploaded picture (its id, config/pictures.ts) set by its own form, or `keep`'s value (the repository's own file,
 * which is never typed in).
 */
export function picture(
  kind: PictureKind,
  options: Limits & {
    keep?: (value: string) => boolean;
    rule?: string;
    /** The repository's own picture a record shows while it has none uploaded (a path under `public/`). */
    own?: (id: string) => string | undefined;
  } = {},
) {
  const schema = z
    .string()
    .refine(
      (value) => pictureIdPattern.test(value) || (options.keep?.(value) ?? false),
      rule(options.rule ?? "field_picture"),
    );
  return field<string>("picture", maybe(options.optional, schema, ""), {
    picture: kind,
    ...(options.own ? { ownPicture: options.own } : {}),
    inForm: false,
    optional: options.optional,
  });
}

/** A day, as `2026-12-24`. */
export function date(options: Limits = {}) {
  const schema = z.iso.date({ error: "field_date" });
  return field<string>("date", maybe(options.optional, schema, ""), { optional: options.optional });
}

/** A time of day, as `09:30`. */
export function time(options: Limits & { rule?: string } = {}) {
  const schema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: options.rule ?? "field_time" });
  return field<string>("time", maybe(options.optional, schema, ""), { optional: options.optional });
}

/**
 * A week's opening hours (a location's): each day closed, or open with a break at most (config/opening-hours.ts).
 * `rule` names a day's wrong times (`{{day}}`, `{{found}}`), `closedRule` a week without an open day; `labels`
 * are the days' names among the staff's texts.
 */
export function week(options: { rule: string; closedRule: string; labels: string }) {
  const schema = z.string().transform((value, context): OpeningHours => {
    const read = parseWeek(value);
    if ("hours" in read) return read.hours;
    const { problem } = read;
    if (problem.rule === "closed") context.addIssue({ code: "custom", message: options.closedRule, params: {} });
    else
      context.addIssue({ code: "custom", message: options.rule, params: { day: problem.day, found: problem.found } });
    return z.NEVER;
  });
  return field<OpeningHours>("week", schema, { options: weekDays, optionLabels: options.labels });
}

/** A web address on https. */
export function url(options: Limits = {}) {
  const schema = z.url({ protocol: /^https$/, error: "field_url" }).max(300, { error: "field_url" });
  return field<string>("url", maybe(options.optional, schema, ""), { maxLength: 300, optional: options.optional });
}

/** A telephone as people write it, with + and the country code: 8 to 15 digits (links dial its E.164 form). */
export function phone(options: Limits & { rule?: string } = {}) {
  const schema = z.string().refine(
    (value) => {
      const digits = value.replace(/\D/g, "").length;
      return /^\+[\d\s().-]{8,24}$/.test(value) && digits >= 8 && digits <= 15;
    },
    rule(options.rule ?? "field_phone"),
  );
  return field<string>("tel", maybe(options.optional, schema, ""), { maxLength: 24, optional: options.optional });
}

/** An e-mail address. */
export function email(options: Limits & { rule?: string } = {}) {
  const code = options.rule ?? "field_email";
  const schema = z.email({ error: code }).max(200, { error: code });
  return field<string>("email", maybe(options.optional, schema, ""), { maxLength: 200, optional: options.optional });
}

/**
 * A text in each language, kept among the site's texts (`namespace:key`) rather than as the record's field: the
 * publish applies every text's rules to it, and a record shown needs it in every language.
 */
export function texts(
  namespace: Exclude<Namespace, "staff">,
  key: (id: string) => string,
  options: { max: number; missing?: string | null; multiline?: boolean },
) {
  return field<string>("texts", z.string(), {
    texts: { namespace, key, missing: options.missing === undefined ? "record_text_missing" : options.missing },
    maxLength: options.max,
    ...(options.multiline ? { multiline: true } : {}),
  });
}

function field<Value>(
  control: FieldControl,
  schema: z.ZodType<Value, string>,
  settings: Partial<Omit<FieldSpec<Value>, "control" | "schema">> = {},
): FieldSpec<Value> {
  return { control, schema, inForm: true, ...settings, optional: settings.optional ?? false };
}
