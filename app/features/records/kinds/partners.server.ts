import { partners as repositoryPartners } from "~/config/clinic";
import { isUploadedPicture } from "~/config/pictures";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { line, number, picture, texts, yesNo } from "../fields";
import { defineRecordKind, nextOrder } from "../record-kind";

/**
 * The partner brands of the home page's carousel (docs/staff.md#partner-brands): the repository's (`clinic.ts`) are
 * the defaults. A brand's one-line description in each language is a text of the home page
 * (`home:brands.partners.<id>`); its logo a picture the staff upload (config/pictures.ts, kind `logo`): a wordmark in
 * black on a transparent ground, which the page turns white in dark mode as it does the repository's.
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

/** How many brands the carousel shows at a time: fewer shown would leave its one slide half empty. */
export const fewestShownPartners = 4;

const repositoryLogo = (id: string) => repositoryPartners.find((partner) => partner.id === id)?.icon;

export const partnerKind = defineRecordKind({
  kind: "partners",
  newId: { pattern: /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/, max: 40 },
  defaults: () =>
    repositoryPartners.map((partner, index) => ({
      id: partner.id,
      values: { title: partner.title, logo: partner.icon, shown: "yes", order: String((index + 1) * 10) },
    })),
  fields: {
    title: line({
      max: 60,
      check: (value) => {
        const brands = prescriptionBrandsIn(value);
        return brands.length > 0 ? { rule: "partner_brand", detail: { found: brands.join(", ") } } : undefined;
      },
    }),
    order: number({ min: 0, max: 999_999 }),
    description: texts("home", (id) => `brands.partners.${id}`, { max: 80, missing: "partner_text_missing" }),
    logo: picture("logo", {
      rule: "partner_logo",
      keep: (value) => repositoryPartners.some(({ icon }) => icon === value),
    }),
    shown: yesNo(),
  },
  toRecord: (id, values): PartnerRecord => ({
    id,
    title: values.title,
    logo: values.logo,
    shown: values.shown,
    order: values.order,
  }),
  start: (_, existing) => ({ shown: "no", order: String(nextOrder(existing)) }),
  // A repository brand's own wordmark, never another's: a path is never typed in.
  rules: (id, values) =>
    isUploadedPicture(values.logo) || values.logo === repositoryLogo(id)
      ? []
      : [{ field: "logo", rule: "partner_logo" }],
  across: (records) => {
    const shown = records.filter((built) => built.shown);
    if (shown.length >= fewestShownPartners) return [];
    const hidden = records.find((built) => !built.shown) ?? records[0];
    return [
      {
        id: hidden?.id ?? "",
        field: "shown",
        rule: "partner_too_few",
        detail: { min: fewestShownPartners, found: shown.length },
      },
    ];
  },
  shown: (values) => values.shown === "yes",
  editor: { title: "title", columns: ["description", "shown", "order"], preview: () => "/#brands-title" },
  order: (values) => Number(values.order) || 0,
});
