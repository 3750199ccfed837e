import { type FieldSpec, findingOf, type OptionContext, parsedValue } from "./fields";

/**
 * One kind of the clinic's records (docs/decisions/029-record-kinds.md): a partner brand, a location, a physician…
 * declared once, and everything else derived from the declaration: the content store's keys
 * (`<kind>.<id>.<field>` in the `catalogue` namespace), the defaults from the repository, each field's rule, the
 * records the pages show, the publish check, the export, the editor's pages. Learned from how Payload's `fields` and
 * Keystatic's `collection({ schema })` derive an admin from one definition.
 */

export type Fields = Record<string, FieldSpec>;
/** A record's fields as the content store keeps them: text. */
export type Values<F extends Fields> = Record<keyof F & string, string>;
/** A record's fields as their schemas read them. */
export type Parsed<F extends Fields> = { [K in keyof F]: F[K] extends FieldSpec<infer V> ? V : never };

/** A value that breaks a rule: the record, its field, the rule's code and what its message fills in. */
export interface RecordProblem {
  id: string;
  field: string;
  rule: string;
  detail?: Record<string, string | number>;
}

/**
 * What the rules may read besides the record: every field as it would be published, and other kinds' records, by
 * their kind's name (the kinds know each other by name, not by import: a physician's rules read the clinics'
 * operators, whose rules read the physicians).
 */
export interface RuleContext extends OptionContext {
  /** Another kind's records as these fields leave them (never the kind asking, whose records are being built). */
  records<R>(kind: string): readonly R[];
}

export interface RecordKindDefinition<F extends Fields, R> {
  /** The key prefix of its fields in the `catalogue` namespace, and the editor's address (`/admin/content/<kind>`). */
  kind: string;
  /** The rule of a new record's id (which names its texts, and never changes); none: the clinic adds no record. */
  newId?: {
    pattern: RegExp;
    max: number;
    /** Why an id is refused besides (`id_taken`, `id_brand`: `staff:content.<kind>.add.<code>`), if it is. */
    refuse?(id: string, existing: ReadonlyArray<{ id: string }>): string | undefined;
  };
  /**
   * A field an earlier release kept under other keys of the record (a location's `days`, `opens` and `closes` before
   * its week's `hours`): its value made from theirs, for a record whose fields write those and not it. The old keys
   * are read, never written: the first save writes the field.
   */
  formerly?: {
    field: keyof F & string;
    keys: readonly string[];
    value(old: Readonly<Record<string, string | undefined>>, current: string): string;
  };
  /** What a record the clinic added has where its fields say nothing (a treatment is not a test). */
  blank?: Partial<Values<F>>;
  /** The repository's records: their ids and fields as text. */
  defaults(): ReadonlyArray<{ id: string; values: Partial<Values<F>> }>;
  fields: F;
  /** The fields a record has, when not all of them (each country's operator has its own). */
  fieldsOf?(id: string, values: Values<F>): ReadonlyArray<keyof F & string>;
  /** A new record's first fields (before anyone writes it): hidden, last in the list. */
  start?(
    id: string,
    existing: ReadonlyArray<{ values: Values<F> }>,
    given: Readonly<Record<string, string>>,
  ): Partial<Values<F>>;
  /**
   * The rules of a record's fields together (a postal code as its country writes them), beside each field's own: a
   * field that breaks its own rule is not judged again, and a rule reads the others as written (it checks them).
   */
  rules?(id: string, values: Values<F>, context: RuleContext): ReadonlyArray<Omit<RecordProblem, "id">>;
  /** The rules across records, as a publish would leave them (at least four brands shown). */
  across?(records: ReadonlyArray<BuiltRecord<R>>, context: RuleContext): RecordProblem[];
  /** The record the pages use, from fields that break no rule. */
  toRecord(id: string, values: Parsed<F>, context: RuleContext): R;
  /**
   * Whether a record is on the site: one the clinic added and keeps hidden is being written, and its problems wait
   * until it is shown. None: every record is.
   */
  shown?(values: Values<F>): boolean;
  /** The list's order (smaller first), then the id; none: the repository's order, the records added after. */
  order?(values: Values<F>): number;
  /** How the content editor lists and names the records (its texts are `staff:content.<kind>.…`). */
  editor?: {
    /** The field that names a record in the list and on its page (none: its id). */
    title?: keyof F & string;
    /** A record's name among the staff's texts (its key), for a kind that has no field naming them. */
    nameKey?(id: string): string;
    /** The editor's address below `/admin/content/` (none: the kind's name). */
    path?: string;
    /**
     * The section of the content editor where a record's related texts are (the director's biography, her portrait's
     * description): linked from its page (`staff:content.<kind>.texts_note`, `…texts_link`).
     */
    textsPage?(id: string): string | undefined;
    /** The form's parts, each a fieldset (`staff:content.<kind>.groups.<id>`); the fields of none come first. */
    groups?: ReadonlyArray<{ id: string; fields: ReadonlyArray<keyof F & string> }>;
    /**
     * Every record on one page, in one form (a few small records, like the home page's counters): the list is the
     * form, and no record has a page of its own.
     */
    together?: boolean;
    /** What the page's note (`staff:content.<kind>.note`) fills in, from every field as the drafts leave them. */
    noteValues?(fields: Readonly<Record<string, string>>): Record<string, string | number>;
    /** The list's columns after the name. */
    columns?: ReadonlyArray<keyof F & string>;
    /**
     * Where the site shows a record, for the preview of the drafts (a path and its anchor, in English), and the
     * link's words when they are not `staff:content.<kind>.preview` (another key of the kind's texts).
     */
    preview?(id: string, values: Values<F>): string | { path: string; text: string };
    /**
     * What a record's page's texts fill in besides `{{name}}` (its name): its fields' hints, its intro
     * (`staff:content.<kind>.record_intro`) and its note (`{{example}}`: a postal code as its country writes them).
     */
    hintValues?(id: string, values: Values<F>): Record<string, string>;
  };
}

export interface BuiltRecord<R> {
  id: string;
  record: R;
  /** The clinic added it: the repository has no such record. */
  added: boolean;
  shown: boolean;
}

export interface RecordKind<F extends Fields, R> extends RecordKindDefinition<F, R> {
  /** The key of a record's field in the `catalogue` namespace. */
  key(id: string, field: keyof F & string): string;
  /** The record and field a key names, if it names a field this kind's records have. */
  ofKey(key: string): { id: string; field: keyof F & string } | undefined;
  /** The repository's value of the field a key names (none for a record the clinic added). */
  defaultOf(key: string): string | undefined;
  /** The fields a record has. */
  fieldNames(id: string, values: Values<F>): ReadonlyArray<keyof F & string>;
  /** A record's fields with these fields over the repository's (an added one starts from nothing). */
  valuesFrom(id: string, fields: Readonly<Record<string, string>>): Values<F>;
  /** The ids of the repository's records and of those the fields add, in no particular order. */
  idsIn(fields: Readonly<Record<string, string>>): string[];
  /** What is wrong with a record's fields: each field's own rule, then the record's. */
  problemsOf(id: string, values: Values<F>, context: RuleContext): RecordProblem[];
  /**
   * Every record with these fields over the repository's, in list order, and what is wrong with them. A record whose
   * fields break a rule is the repository's as it was (an added one stays out): a publish refuses such fields, so
   * this only guards the pages.
   */
  recordsOf(
    fields: Readonly<Record<string, string>>,
    context?: RuleContext,
  ): {
    all: BuiltRecord<R>[];
    problems: RecordProblem[];
  };
}

/** Any kind of record, whatever its fields and records. */
export type AnyKind = RecordKind<Fields, unknown>;

/** A field that is a text in each language, with where the site's texts keep it. */
export type TextsField = FieldSpec & { texts: NonNullable<FieldSpec["texts"]> };

/** A kind's texts in each language, by name (a brand's description, a treatment's four texts). */
export const textFields = (kind: { fields: Fields }) =>
  Object.entries(kind.fields).filter((entry): entry is [string, TextsField] => entry[1].control === "texts");

/** The position after the last of these records' (`order`), for a record added at the end of the list. */
export const nextOrder = (existing: ReadonlyArray<{ values: { order?: string } }>) =>
  Math.max(0, ...existing.map(({ values }) => Number(values.order) || 0)) + 10;

/** A kind of record from its declaration. */
export function defineRecordKind<F extends Fields, R>(definition: RecordKindDefinition<F, R>): RecordKind<F, R> {
  const names = Object.keys(definition.fields) as Array<keyof F & string>;
  const keyPattern = new RegExp(`^${definition.kind}\\.([a-z0-9][a-z0-9_-]*)\\.([a-z_]+)$`);
  const empty = () => Object.fromEntries(names.map((name) => [name, ""])) as Values<F>;
  let defaults: ReadonlyArray<{ id: string; values: Values<F> }> | undefined;
  const repository = () => {
    defaults ??= definition.defaults().map(({ id, values }) => ({ id, values: { ...empty(), ...values } }));
    return defaults;
  };
  const repositoryOf = (id: string) => repository().find((record) => record.id === id);
  const indexOf = (id: string) => {
    const index = repository().findIndex((record) => record.id === id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  const idRule = (id: string) => repositoryOf(id) !== undefined || (definition.newId?.pattern.test(id) ?? false);

  const kind: RecordKind<F, R> = {
    ...definition,
    defaults: repository,
    key: (id, field) => `${definition.kind}.${id}.${field}`,
    ofKey(key) {
      const [, id = "", field = ""] = keyPattern.exec(key) ?? [];
      // A text in each language is kept among the site's texts, never as a field.
      if (!idRule(id) || !(names as string[]).includes(field) || definition.fields[field]?.control === "texts")
        return undefined;
      const values = repositoryOf(id)?.values ?? empty();
      if (!(kind.fieldNames(id, values) as string[]).includes(field)) return undefined;
      return { id, field: field as keyof F & string };
    },
    defaultOf(key) {
      const found = kind.ofKey(key);
      return found && repositoryOf(found.id)?.values[found.field];
    },
    fieldNames: (id, values) => definition.fieldsOf?.(id, values) ?? names,
    valuesFrom(id, fields) {
      const values = { ...(repositoryOf(id)?.values ?? { ...empty(), ...definition.blank }) };
      for (const name of names) {
        const value = fields[kind.key(id, name)];
        if (value !== undefined) values[name] = value;
      }
      const formerly = definition.formerly;
      if (formerly && fields[kind.key(id, formerly.field)] === undefined) {
        const old = Object.fromEntries(formerly.keys.map((name) => [name, fields[`${definition.kind}.${id}.${name}`]]));
        if (Object.values(old).some((value) => value !== undefined))
          values[formerly.field] = formerly.value(old, values[formerly.field]);
      }
      return values;
    },
    idsIn(fields) {
      const ids = new Set(repository().map(({ id }) => id));
      for (const key of Object.keys(fields)) {
        const found = key.startsWith(`${definition.kind}.`) && kind.ofKey(key);
        if (found) ids.add(found.id);
      }
      return [...ids];
    },
    problemsOf(id, values, context) {
      const own = kind.fieldNames(id, values).flatMap((name): RecordProblem[] => {
        const spec = definition.fields[name] as FieldSpec;
        if ((!spec.inForm && spec.control !== "picture") || spec.control === "texts") return [];
        const found = findingOf(spec, values[name], context);
        return found ? [{ id, field: name, ...found }] : [];
      });
      // The record's rules, on the fields that keep their own (a rule reads the others as they are: it checks them).
      const wrong = new Set(own.map(({ field }) => field));
      const together = (definition.rules?.(id, values, context) ?? []).filter(({ field }) => !wrong.has(field));
      return [...own, ...together.map((problem) => ({ id, ...problem }))];
    },
    recordsOf(fields, context = contextOf(fields)) {
      const problems: RecordProblem[] = [];
      const all: Array<BuiltRecord<R> & { order: number }> = [];
      for (const id of kind.idsIn(fields)) {
        const values = kind.valuesFrom(id, fields);
        const found = kind.problemsOf(id, values, context);
        const original = repositoryOf(id);
        const shown = definition.shown?.(values) ?? true;
        if (original || shown) problems.push(...found);
        const usable = found.length === 0 ? values : original?.values;
        if (!usable) continue;
        all.push({
          id,
          record: definition.toRecord(id, parsedOf(usable, id), context),
          added: !original,
          shown: definition.shown?.(usable) ?? true,
          // Without an order of its own, the repository's order, the records added after.
          order: definition.order?.(usable) ?? indexOf(id),
        });
      }
      all.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));
      problems.push(...(definition.across?.(all, context) ?? []));
      return { all: all.map(({ order: _, ...built }) => built), problems };
    },
  };

  function parsedOf(values: Values<F>, id: string): Parsed<F> {
    return Object.fromEntries(
      kind.fieldNames(id, values).map((name) => {
        const spec = definition.fields[name] as FieldSpec;
        return [name, spec.control === "texts" ? "" : parsedValue(spec, values[name])];
      }),
    ) as Parsed<F>;
  }

  declared.set(definition.kind, kind as unknown as AnyKind);
  return kind;
}

/** The records of a kind these fields leave (shown or hidden), in list order. */
export const recordsIn = <R>(
  kind: RecordKind<Fields, R>,
  fields: Readonly<Record<string, string>>,
  context?: RuleContext,
) => kind.recordsOf(fields, context).all.map(({ record }) => record);

/** Every kind declared, by name: what a rule asks for by name. */
const declared = new Map<string, AnyKind>();

/**
 * The context of the rules for these fields: another kind's records are built once, on first asking, from the
 * same fields.
 */
export function contextOf(fields: Readonly<Record<string, string>>): RuleContext {
  const built = new Map<string, readonly unknown[]>();
  const kindNamed = (name: string) => {
    const kind = declared.get(name);
    if (!kind) throw new Error(`no kind of record is named ${name}`);
    return kind;
  };
  const context: RuleContext = {
    fields,
    records<R>(name: string) {
      if (!built.has(name)) built.set(name, recordsIn(kindNamed(name), fields, context));
      return built.get(name) as readonly R[];
    },
    written(name: string) {
      const kind = kindNamed(name);
      return kind.idsIn(fields).map((id) => ({ id, values: kind.valuesFrom(id, fields) }));
    },
  };
  return context;
}
