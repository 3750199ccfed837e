import type { PictureKind } from "~/config/pictures";
import { isUploadedPicture } from "~/config/pictures";
import { sourceLanguage } from "~/features/content/content-store.server";
import type { TextProblem } from "~/features/content/text-problem";
import { type Language, languages } from "~/i18n/languages";
import type { Bundles } from "~/i18n/namespaces";
import { textAt } from "~/i18n/text-paths";
import { editorPathOf, recordKinds } from "./kinds.server";
import { type AnyKind, contextOf, textFields } from "./record-kind";
import { fieldElementId } from "./record-view";

/**
 * What the site's checks and files need of every declared kind of record, read from the declarations alone: the
 * publish check's problems, the texts a record owns, the export of the fields, the pictures the records show.
 */

/**
 * The records as a publish would leave them (`fields`: every field then published), each kind's: each field's rule,
 * each record's and those across records, and each shown record's texts in every language (English itself lacks them
 * for a record just added); and the texts the records own (`namespace:key`), whose absence is told once, as its
 * record's rule, not as a translation missing.
 */
export function recordChecks(
  fields: Readonly<Record<string, string>>,
  texts: Readonly<Record<Language, Bundles>>,
): { problems: TextProblem[]; owned: Set<string> } {
  const context = contextOf(fields);
  const owned = new Set<string>();
  const problems = recordKinds.flatMap((kind) => {
    const { all, problems } = kind.recordsOf(fields, context);
    for (const { id } of all) {
      for (const [, spec] of textFields(kind)) owned.add(`${spec.texts.namespace}:${spec.texts.key(id)}`);
    }
    return [
      ...problems.map(
        ({ id, field, rule, detail }): TextProblem => ({
          language: sourceLanguage,
          namespace: "catalogue",
          key: kind.key(id, field),
          rule: rule as TextProblem["rule"],
          ...(detail ? { detail } : {}),
        }),
      ),
      ...all
        .filter((built) => built.shown)
        .flatMap(({ id }) =>
          textFields(kind).flatMap(([, spec]) =>
            languages.flatMap((language): TextProblem[] => {
              const { namespace, key, missing } = spec.texts;
              // Texts whose own rules tell what is missing (a treatment's) are theirs.
              return missing !== null && (textAt(texts[language][namespace], key(id)) ?? "").trim() === ""
                ? [{ language, namespace, key: key(id), rule: missing as TextProblem["rule"] }]
                : [];
            }),
          ),
        ),
    ];
  });
  return { problems, owned };
}

/**
 * Whether a text is one a record owns (the repository's, or one the fields of `catalogue` an import publishes name):
 * a text the repository's files lack, like a treatment's picture's description or an added brand's.
 */
export function isRecordText(namespace: string, key: string, catalogueKeys: readonly string[]): boolean {
  return recordKinds.some((kind) => {
    const ids = new Set([
      ...kind.defaults().map(({ id }) => id),
      ...catalogueKeys.flatMap((field) => kind.ofKey(field)?.id ?? []),
    ]);
    return textFields(kind).some(
      ([, spec]) => spec.texts.namespace === namespace && [...ids].some((id) => spec.texts.key(id) === key),
    );
  });
}

/** Each field of every record the published fields leave, with its kind, record and value, as `each` maps it. */
function eachField<T>(
  published: Readonly<Record<string, string>>,
  each: (kind: AnyKind, id: string, name: string, value: string) => T[],
): T[] {
  const context = contextOf(published);
  return recordKinds.flatMap((kind) =>
    kind.recordsOf(published, context).all.flatMap(({ id }) => {
      const values = kind.valuesFrom(id, published);
      return kind.fieldNames(id, values).flatMap((name) => each(kind, id, name, values[name] ?? ""));
    }),
  );
}

/** Every record's fields, the published over the defaults, as the `catalogue` namespace keys them (the export). */
export const recordFieldsOf = (published: Readonly<Record<string, string>>): Array<[key: string, value: string]> =>
  eachField(
    published,
    (kind, id, name, value): Array<[string, string]> =>
      kind.fields[name]?.control === "texts" ? [] : [[kind.key(id, name), value]],
  );

/** The uploaded pictures the records show (shown or not), with their kinds. */
export const recordPictures = (published: Readonly<Record<string, string>>): Array<[id: string, kind: PictureKind]> =>
  eachField(published, (kind, _, name, value): Array<[string, PictureKind]> => {
    const picture = kind.fields[name]?.picture;
    return picture && isUploadedPicture(value) ? [[value, picture]] : [];
  });

/**
 * The editor's page (below the content's address) of the record that owns a text, if a record does: where a refused
 * publish sends the staff to write a text a shown record lacks (`home:brands.partners.skin-lab` → `/partners/skin-lab`).
 */
export function recordPageOfText(namespace: string, key: string, language?: Language): string | undefined {
  for (const kind of recordKinds) {
    for (const [name, spec] of textFields(kind)) {
      if (spec.texts.namespace !== namespace) continue;
      const [before = "", after = ""] = spec.texts.key("\u0000").split("\u0000");
      if (key.length > before.length + after.length && key.startsWith(before) && key.endsWith(after)) {
        const page = `${editorPathOf(kind)}/${key.slice(before.length, key.length - after.length)}`;
        // With its language: the field itself (record-field.tsx gives each language's its own id).
        return language ? `${page}#${fieldElementId(kind.kind, name)}-${language}` : page;
      }
    }
  }
  return undefined;
}
