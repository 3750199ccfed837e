import type { FieldControl } from "./fields";

/** A field's element id in a kind's form (`partners-title`), for its label and a refusal's link to it. */
export const fieldElementId = (kind: string, field: string) => `${kind}-${field.replaceAll("_", "-")}`;

/**
 * What a record's form shows of one field, made on the server from the kind's declaration (record-views.server.ts)
 * with its label and hint in the staff's language: the form's field component (sections/staff/record-field.tsx)
 * needs nothing else, and nothing of the declaration's schemas reaches the browser.
 */
export interface RecordFieldView {
  /** The form's name of the field (a text in each language: `<name>_<language>`). */
  name: string;
  /** Its element's id, for the label and for the links of a refusal. */
  id: string;
  /** Its control: any but a picture's, which has a form of its own. */
  control: Exclude<FieldControl, "picture">;
  label: string;
  hint?: string;
  maxLength?: number;
  min?: number;
  max?: number;
  options?: ReadonlyArray<{ value: string; label: string }>;
  optional: boolean;
  /** Chosen when the record was added: shown, not changed. */
  fixed: boolean;
  drafted: boolean;
  /** The element that describes it when it has no hint of its own (one hint for a form's fields alike). */
  describedBy?: string;
  /** Texts of several lines, written in a larger box. */
  multiline?: boolean;
  /** A text's length limit in each language (features/content/text-limits.ts), shown with its count. */
  limit?: { unit: "characters" | "words"; min?: number; max: number };
  /** An optional choice's words for none. */
  none?: string;
  /** A required choice's words while none is made yet (a new closure's location). */
  choose?: string;
  /** A week's words for each day's parts (its tick and its four times), in the staff's language. */
  week?: Record<"open" | "opens" | "break_starts" | "break_ends" | "closes", string>;
  /** The part of the form it is in (a fieldset), if the kind has parts. */
  group?: string;
}
