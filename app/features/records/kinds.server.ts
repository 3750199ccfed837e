import { data } from "react-router";
import { closureKind } from "./kinds/closures.server";
import { counterKind } from "./kinds/counters.server";
import { locationKind } from "./kinds/locations.server";
import { operatorKind } from "./kinds/operators.server";
import { partnerKind } from "./kinds/partners.server";
import { physicianKind } from "./kinds/physicians.server";
import { questionKind } from "./kinds/questions.server";
import { treatmentKind } from "./kinds/treatments.server";
import type { AnyKind } from "./record-kind";
import { recordEditorPaths, recordPageRoute } from "./record-paths";
import { fieldElementId } from "./record-view";

/**
 * Every kind of record the clinic edits (docs/decisions/029-record-kinds.md), in the content page's order: what reads
 * the `catalogue` namespace's keys without knowing their kind (the publish check, the export, the editor's pages)
 * asks this list. A kind added here has its editor's pages once its name is in record-paths.ts.
 */
export const recordKinds: readonly AnyKind[] = [
  treatmentKind,
  counterKind,
  physicianKind,
  locationKind,
  closureKind,
  partnerKind,
  questionKind,
  operatorKind,
];

/** A kind's editor's address below `/admin/content` (`/legal` for the operators). */
export const editorPathOf = (kind: { kind: string; editor?: { path?: string } }) =>
  `/${kind.editor?.path ?? kind.kind}`;

/**
 * The editor's page of every kind with a picture among its fields, below each language's prefix
 * (`admin/content/treatments/:id`): the only addresses whose posts may carry a file of up to `maxPictureBytes`
 * (server/app.ts). A kind given a picture field is on this list, with nothing else to write.
 */
export const pictureEditorRoutes: readonly string[] = recordKinds
  .filter((kind) => Object.values(kind.fields).some((field) => field.picture))
  .map((kind) => recordPageRoute(editorPathOf(kind).slice(1)));

/** The kind of record a key of the `catalogue` namespace belongs to, if any. */
export const declaredKindOf = (key: string) => recordKinds.find((kind) => key.startsWith(`${kind.kind}.`));

/**
 * The kind of record an editor's address names (`/admin/content/partners`, `/pt/admin/content/partners/isdin`):
 * the part after `content`, `below` parts before its end. None answers 404.
 */
export function kindOfAddress(request: Request, below: 0 | 1) {
  const parts = new URL(request.url).pathname.split("/").filter(Boolean);
  const segment = parts.at(-1 - below) ?? "";
  const kind = recordKinds.find((candidate) => editorPathOf(candidate) === `/${segment}`);
  if (!kind || !(recordEditorPaths as readonly string[]).includes(segment)) throw data(null, { status: 404 });
  return kind;
}

/**
 * What reads a key of the `catalogue` namespace without knowing its kind asks this: its default, whether the key names
 * a field the site reads (a value's own rules are its record's, applied at publish), the editor's page of its record.
 */
export function catalogueKindOf(key: string) {
  const declared = declaredKindOf(key);
  if (!declared) return undefined;
  const path = editorPathOf(declared);
  return {
    defaultOf: (field: string) => declared.defaultOf(field),
    problemOf: (field: string) => (declared.ofKey(field) ? undefined : ("catalogue_field" as const)),
    // A kind edited together has one page: its list.
    editorPath: (field: string) => (declared.editor?.together ? path : `${path}/${declared.ofKey(field)?.id ?? ""}`),
    /** The field itself on that page: its element after `#` (record-field.tsx's ids), where a refusal links. */
    fieldHref: (field: string) => {
      const found = declared.ofKey(field);
      if (!found) return path;
      return declared.editor?.together
        ? `${path}#${declared.kind}-${found.id}-${found.field}`
        : `${path}/${found.id}#${fieldElementId(declared.kind, found.field)}`;
    },
  };
}
