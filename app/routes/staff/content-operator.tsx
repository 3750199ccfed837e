import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { postalCodes } from "~/config/location-records";
import { type OperatorField, type OperatorProblem, operatorCountryOf } from "~/config/operator-records.server";
import { brazilianStates } from "~/config/physicians";
import { draftedOperator, saveOperator } from "~/features/content/operator-editor.server";
import { recordDigestName } from "~/features/content/record-digest";
import {
  currentAccount,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import styles from "~/sections/staff/content.module.css";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { FieldProblems } from "~/sections/staff/field-problems";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-operator";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function operatorOr404(segment: string) {
  const country = operatorCountryOf(segment);
  if (!country) throw data(null, { status: 404 });
  return draftedOperator(country);
}

/** A country's legal identity: the company that runs the clinic there, its registrations, its responsible persons. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const operator = await operatorOr404(params.country);
    const t = serverT(language, "staff");
    const countryName = serverT(language, "common")(`countries.${operator.country}`);
    return {
      title: `${countryName} | ${t("content.operators.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content"),
      previewHref: `${localizedPath(language, "/legal-notice")}?preview=drafts#operator-${operator.country.toLowerCase()}`,
      country: operator.country,
      values: operator.values,
      drafted: operator.drafted,
      digest: operator.digest,
      physicians: operator.physicians.map(({ id, name, registrations }) => ({
        id,
        name,
        registered: registrations.some((entry) => entry.country === operator.country),
      })),
      saved: new URL(request.url).searchParams.get("done") === "saved",
    };
  });

type Refusal = { error: ContentRefusal } | { problems: OperatorProblem[]; values: Record<OperatorField, string> };

/**
 * "Save draft": the fields as drafts, then back here (303); values that break a rule, 400; a form shown before someone
 * else saved this country's identity, 409 (the page shows theirs).
 */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const operator = await operatorOr404(params.country);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const saved = await saveOperator(operator, form.form, currentAccount(context).id);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>({ problems: saved.problems, values: saved.values }, { status: 400 });
  throw redirect(`${staffPath(language, `/content/legal/${params.country}`)}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

/** The fields of each part of the form, in its order; a country's operator has only some of them. */
const groups: ReadonlyArray<{ id: "company" | "office" | "people"; fields: readonly OperatorField[] }> = [
  {
    id: "company",
    fields: [
      "legal_name",
      "cnpj",
      "nif",
      "crm_state",
      "crm_number",
      "ers_registration",
      "ers_licence",
      "registry_office",
      "share_capital",
      "health_authority",
      "health_number",
      "registry",
      "registry_volume",
      "registry_folio",
      "registry_sheet",
      "registry_entry",
      "bodies",
    ],
  },
  { id: "office", fields: ["street", "postal_code", "city", "region", "email", "phone"] },
  { id: "people", fields: ["medical_director", "privacy_name", "privacy_email"] },
];

export default function ContentOperator({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const { country } = loaderData;
  const refused = actionData && "problems" in actionData ? actionData : null;
  // After "changed meanwhile" the loader's values are theirs: the form shows them.
  const values = refused?.values ?? loaderData.values;
  const wrong = new Set(refused?.problems.map((problem) => problem.field));
  const drafted = new Set<string>(loaderData.drafted);
  const countryName = t(`common:countries.${country}`);
  const nameOf = (field: OperatorField) => t(`content.operators.fields.${field}`);
  const label = (field: OperatorField) =>
    `${nameOf(field)}${drafted.has(field) ? ` (${t("content.treatments.drafted")})` : ""}`;
  const hints: Partial<Record<OperatorField, string>> = {
    cnpj: t("content.operators.hints.tax_number"),
    nif: t("content.operators.hints.tax_number"),
    share_capital: t("content.operators.hints.share_capital"),
    postal_code: t("content.locations.hints.postal_code", { example: postalCodes[country].example }),
    phone: t("content.locations.hints.phone"),
    medical_director: t("content.operators.hints.medical_director", { country: countryName }),
    bodies: t("content.operators.hints.bodies"),
  };
  /** A field of the form: its label, its input (a line, the bodies' lines, or a choice), its hint and its state. */
  const field = (name: OperatorField) => {
    if (!(name in values)) return null;
    const id = `operator-${name}`;
    const hint = hints[name];
    const common = {
      id,
      name,
      defaultValue: values[name],
      required: true,
      "aria-invalid": wrong.has(name) ? true : undefined,
      "aria-describedby": hint ? `${id}-hint` : undefined,
      className: staff.input,
    };
    const input =
      name === "crm_state" ? (
        <select {...common}>
          {brazilianStates.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      ) : name === "medical_director" ? (
        <select {...common}>
          {loaderData.physicians.map((doctor) => (
            <option key={doctor.id} value={doctor.id} disabled={!doctor.registered && doctor.id !== values[name]}>
              {doctor.name}
            </option>
          ))}
        </select>
      ) : name === "bodies" ? (
        <textarea {...common} rows={4} />
      ) : (
        <input
          {...common}
          type={name.endsWith("email") ? "email" : name === "phone" ? "tel" : "text"}
          maxLength={200}
          autoComplete="off"
        />
      );
    return (
      <div
        key={name}
        className={name === "bodies" || name === "legal_name" ? `${staff.field} ${styles.wideField}` : staff.field}
      >
        <label htmlFor={id} className={staff.label}>
          {label(name)}
        </label>
        {input}
        {hint && (
          <p id={`${id}-hint`} className={staff.muted}>
            {hint}
          </p>
        )}
      </div>
    );
  };

  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.operators.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{t("content.operators.heading", { country: countryName })}</h1>
        <p className={staff.intro}>{t("content.operators.intro", { country: countryName })}</p>
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t("content.operators.preview")}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      {loaderData.saved && !actionData && (
        <p role="status" className={staff.intro}>
          {t("content.operators.saved")}
        </p>
      )}
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: `operator-${problem.field}`,
            label: nameOf(problem.field),
            message: t(`content_rules.${problem.rule}`, problem.detail ?? {}),
          }))}
        />
      )}
      <form method="post" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={loaderData.digest} />
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.groupHeading}>{t(`content.operators.groups.${group.id}`)}</legend>
            <div className={staff.fields}>{group.fields.map(field)}</div>
          </fieldset>
        ))}
        <p className={staff.muted}>{t("content.operators.shown_note", { country: countryName })}</p>
        <div className={staff.buttons}>
          <button type="submit" className={staff.primaryButton}>
            {t("content.operators.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
