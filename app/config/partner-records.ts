import { partners } from "./clinic";
import { pictureIdPattern } from "./pictures";
import { prescriptionBrandsIn } from "./prescription-brands";

/**
 * The partner brands of the home page's carousel as the clinic edits them (docs/staff.md#partner-brands): the
 * repository's (`clinic.ts`) are the defaults, and what the staff publish in the content editor goes over them, as
 * fields of the content store's `catalogue` namespace (`partners.<id>.<field>`, like the locations'). A brand the
 * clinic adds is one whose id only the published fields name; its one-line description in each language is a text
 * of its own (`home:brands.partners.<id>`), like the repository's brands'. Its logo is a picture the staff upload
 * (config/pictures.ts, kind `logo`): a wordmark drawn in black on a transparent ground, which the page turns white
 * in dark mode as it does the repository's.
 */

/** A brand as the carousel shows it. */
export interface PartnerRecord {
  id: string;
  /** The brand's name: the logo's alternative text. */
  title: string;
  /** The repository's wordmark (a path under `public/`), or an uploaded picture's id. */
  logo: string;
  shown: boolean;
  /** Its place in the carousel (smaller first). */
  order: number;
}

/** What the home page's carousel needs of a brand. */
export type SitePartner = Pick<PartnerRecord, "id" | "title" | "logo">;

/** The fields of a brand the editor changes, as the `catalogue` namespace keys them. */
export const partnerFields = ["title", "logo", "shown", "order"] as const;
export type PartnerField = (typeof partnerFields)[number];

/** How many brands the carousel shows at a time: fewer shown would leave its one slide half empty. */
export const fewestShownPartners = 4;

/** A new brand's id, which names its description's text (`home:brands.partners.<id>`): lower-case letters and digits. */
export const newPartnerIdPattern = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The key of a brand's description in the `home` namespace, a text in each language. */
export const partnerTextKey = (id: string) => `brands.partners.${id}`;

/** The key of a brand's field in the `catalogue` namespace. */
export const partnerKey = (id: string, field: PartnerField) => `partners.${id}.${field}`;

const keyPattern = /^partners\.([a-z][a-z0-9-]*)\.([a-z_]+)$/;

/** A brand's id and field, if the key names a field brands have. */
export function partnerOfKey(key: string): { id: string; field: PartnerField } | undefined {
  const [, id = "", field = ""] = keyPattern.exec(key) ?? [];
  if (!newPartnerIdPattern.test(id) || !(partnerFields as readonly string[]).includes(field)) return undefined;
  return { id, field: field as PartnerField };
}

/** The repository's brands as records, in the carousel's order. */
export const defaultPartners: readonly PartnerRecord[] = partners.map((partner, index) => ({
  id: partner.id,
  title: partner.title,
  logo: partner.icon,
  shown: true,
  order: (index + 1) * 10,
}));

/** Whether a logo is an uploaded picture (its id) rather than the repository's wordmark (a path). */
export const isUploadedLogo = (logo: string) => pictureIdPattern.test(logo);

/** A brand's fields as text, like every value of the content store. */
export function partnerValues(record: PartnerRecord): Record<PartnerField, string> {
  return { title: record.title, logo: record.logo, shown: record.shown ? "yes" : "no", order: String(record.order) };
}

/** A brand field's default (the repository's value; none for a brand the clinic added). */
export function partnerDefault(key: string): string | undefined {
  const found = partnerOfKey(key);
  const record = found && defaultPartners.find((partner) => partner.id === found.id);
  return record && found ? partnerValues(record)[found.field] : undefined;
}

/** The rules of a brand's fields, as codes the editor translates (`staff:content_rules.<code>`). */
export type PartnerRule = "partner_title" | "partner_brand" | "partner_logo" | "partner_choice";

export interface PartnerProblem {
  id: string;
  field: PartnerField;
  rule: PartnerRule;
  detail?: Record<string, string | number>;
}

/** What a brand's field breaks, if anything: its repository logo is the one it had (a path is never typed in). */
function fieldProblem(
  id: string,
  field: PartnerField,
  value: string,
): Omit<PartnerProblem, "id" | "field"> | undefined {
  switch (field) {
    case "title": {
      if (value.trim().length < 2 || value.length > 60 || /[\n\r]/.test(value)) {
        return { rule: "partner_title", detail: { max: 60 } };
      }
      const brands = prescriptionBrandsIn(value);
      return brands.length > 0 ? { rule: "partner_brand", detail: { found: brands.join(", ") } } : undefined;
    }
    case "logo":
      return isUploadedLogo(value) || value === defaultPartners.find((partner) => partner.id === id)?.logo
        ? undefined
        : { rule: "partner_logo" };
    case "shown":
      return value === "yes" || value === "no" ? undefined : { rule: "partner_choice" };
    case "order":
      return /^\d{1,6}$/.test(value) ? undefined : { rule: "partner_choice" };
  }
}

/** What is wrong with a brand's fields (a form's, or the fields a publish would leave). */
export function partnerProblems(id: string, values: Record<PartnerField, string>): PartnerProblem[] {
  return partnerFields.flatMap((field) => {
    const problem = fieldProblem(id, field, values[field]);
    return problem ? [{ id, field, ...problem }] : [];
  });
}

/** A brand's fields with these fields over the repository's (an added brand starts from nothing). */
export function partnerFieldsFrom(id: string, fields: Readonly<Record<string, string>>) {
  const record = defaultPartners.find((partner) => partner.id === id);
  const values = record
    ? partnerValues(record)
    : (Object.fromEntries(partnerFields.map((field) => [field, ""])) as Record<PartnerField, string>);
  for (const field of partnerFields) {
    const value = fields[partnerKey(id, field)];
    if (value !== undefined) values[field] = value;
  }
  return values;
}

/** The ids of the repository's brands and of those the fields add, in no particular order. */
const idsIn = (fields: Readonly<Record<string, string>>) => [
  ...new Set([
    ...defaultPartners.map(({ id }) => id),
    ...Object.keys(fields).flatMap((key) => {
      const found = partnerOfKey(key);
      return found ? [found.id] : [];
    }),
  ]),
];

/**
 * Every brand (shown or hidden) with these fields over the repository's, in carousel order, and what is wrong with
 * them. A brand whose fields break a rule is the repository's as it was (an added one stays out): a publish refuses
 * such fields, so this only guards the pages. A brand the clinic added and keeps hidden needs nothing yet (it is
 * being written): its problems are told once it is shown.
 */
export function partnersOf(fields: Readonly<Record<string, string>>): {
  all: PartnerRecord[];
  problems: PartnerProblem[];
} {
  const problems: PartnerProblem[] = [];
  const all: PartnerRecord[] = [];
  for (const id of idsIn(fields)) {
    const values = partnerFieldsFrom(id, fields);
    const found = partnerProblems(id, values);
    const repository = defaultPartners.find((partner) => partner.id === id);
    if (repository || values.shown !== "no") problems.push(...found);
    if (found.length === 0) {
      all.push({
        id,
        title: values.title.trim(),
        logo: values.logo,
        shown: values.shown === "yes",
        order: Number(values.order),
      });
    } else if (repository) all.push(repository);
  }
  return { all: all.sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)), problems };
}
