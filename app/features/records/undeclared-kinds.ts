import {
  type CatalogueField,
  catalogueFields,
  defaultCatalogue,
  fieldProblem,
  fieldValue,
} from "~/config/treatment-catalogue";
import { locationsIn } from "./kinds/locations.server";

/**
 * The kinds of record not yet declared with `defineRecordKind` (docs/decisions/029-record-kinds.md), each read by
 * hand until it moves. The content store keeps them in its `catalogue` namespace, beside the texts: each key is
 * `<kind>.<record>.<field>` (`treatments.botox.order`, `counters.surgeries.value`, `physicians.helena-duarte.name`,
 * `locations.madrid.phone`, `partners.galderma.title`, `operators.pt.nif`).
 * Everything that reads such a key without knowing its kind asks this list: its default, the rule a value breaks,
 * the editor's page where it is changed.
 */
export interface RecordKind {
  kind: "treatments";
  /** The repository's value of the field (none: a field the repository does not have, like an added treatment's). */
  defaultOf(key: string): string | undefined;
  /**
   * The rule a value breaks on its own, if any, among `fields` (every field as it would be published); a key of the
   * kind that names no field the site reads breaks `catalogue_field`. (The rules of a physician's or a location's
   * fields together are their record's, applied at publish: publish-check.server.ts.)
   */
  problemOf(
    key: string,
    value: string,
    fields: Readonly<Record<string, string>>,
  ): "catalogue_field" | "counter_value" | undefined;
  /** The editor's page of the field, below the content's address (`/treatments/botox`). */
  editorPath(key: string): string;
}

const treatmentKey = (key: string) => /^treatments\.([^.]+)\.([a-z_]+)$/.exec(key) ?? [];

export const recordKinds: readonly RecordKind[] = [
  {
    kind: "treatments",
    defaultOf(key) {
      const [, treatment, field = ""] = treatmentKey(key);
      const record = defaultCatalogue.find((item) => item.key === treatment);
      if (!record || !(catalogueFields as readonly string[]).includes(field)) return undefined;
      return fieldValue(record, field as CatalogueField);
    },
    problemOf(key, value, fields) {
      const [, , field = ""] = treatmentKey(key);
      const known = (catalogueFields as readonly string[]).includes(field);
      // Where it is not offered may name a location the clinic added.
      const places = locationsIn(fields);
      return !known || fieldProblem(field as CatalogueField, value, places) ? "catalogue_field" : undefined;
    },
    editorPath: (key) => `/treatments/${treatmentKey(key)[1] ?? ""}`,
  },
];

/** The kind of record a key of the `catalogue` namespace belongs to, if any. */
export const recordKindOf = (key: string) => recordKinds.find(({ kind }) => key.startsWith(`${kind}.`));
