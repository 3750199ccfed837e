import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { kindOfAddress } from "~/features/records/kinds.server";
import { addRecord, draftedRecords, newIdProblem } from "~/features/records/record-editor.server";
import type { RecordFieldView } from "~/features/records/record-view";
import { columnHeadings, fieldViews, listRows, staffText } from "~/features/records/record-views.server";
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
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { FieldProblems } from "~/sections/staff/field-problems";
import { RecordField } from "~/sections/staff/record-field";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-records";
import { staffMeta } from "./staff-meta";

/**
 * The list of any kind of record (docs/staff.md#records), made from its declaration (app/features/records): every
 * record as the drafts would leave it, in the site's order, each a link to its page; and, for a kind the clinic adds
 * to, a form to add one. The kind is the address's (`/admin/content/partners`).
 */

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const kind = kindOfAddress(request, 0);
    const text = staffText(language);
    const records = await draftedRecords(kind);
    // The fields chosen when a record is added (a location's country) are asked for by the add form.
    const fixed = fieldViews(kind, { id: "", values: kind.valuesFrom("", {}), drafted: [] }, language).filter(
      (field) => field.fixed,
    );
    return {
      title: `${text(`content.${kind.kind}.title`)} | ${clinic.name}`,
      kind: kind.kind,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content"),
      heading: text(`content.${kind.kind}.title`),
      intro: text(`content.${kind.kind}.intro`),
      name: text(`content.${kind.kind}.columns.name`),
      columns: columnHeadings(kind, language),
      rows: listRows(kind, records, language).map((row) => ({
        ...row,
        href: staffPath(language, `/content/${kind.kind}/${row.id}`),
      })),
      add: kind.newId
        ? { pattern: kind.newId.pattern.source.replace(/^\^|\$$/g, ""), max: kind.newId.max, fixed }
        : null,
    };
  });

type Refusal =
  | { error: ContentRefusal }
  | { wrong: "id_invalid" | "id_taken"; id: string }
  | { problems: Array<{ field: string; rule: string; detail?: Record<string, string | number> }>; id: string };

/** "Add": its first fields as drafts, then its page (303); an id that cannot be one is refused (400). */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const kind = kindOfAddress(request, 0);
  if (!kind.newId) throw data(null, { status: 405 });
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) return unreadForm(form.status);
  const id = String(form.form.get("id") ?? "").trim();
  const existing = await draftedRecords(kind);
  const wrong = newIdProblem(kind, id, existing);
  if (wrong) return data<Refusal>({ wrong, id }, { status: 400 });
  const added = await addRecord(kind, id, form.form, existing, currentAccount(context).id);
  if (!added.ok) return data<Refusal>({ problems: added.problems, id }, { status: 400 });
  throw redirect(`${staffPath(language, `/content/${kind.kind}/${id}`)}?done=added`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentRecords({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const wrong = actionData && "wrong" in actionData ? actionData : null;
  const refused = actionData && "problems" in actionData ? actionData : null;
  const kind = loaderData.kind;
  const words = (key: string) => t(`content.${kind}.${key}` as "content.heading");
  const fixedField = (field: RecordFieldView) => ({ ...field, fixed: false, id: `add-${field.id}` });
  return (
    <div className={staff.stack}>
      <header>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{loaderData.heading}</h1>
        <p className={staff.intro}>{loaderData.intro}</p>
      </header>
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      <div className={staff.tableWrap}>
        <table className={staff.table}>
          <thead>
            <tr>
              <th scope="col">{loaderData.name}</th>
              {loaderData.columns.map(({ heading, wideOnly }) => (
                <th key={heading} scope="col" className={wideOnly ? staff.wideOnly : undefined}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {loaderData.rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <a href={row.href} className={staff.textLink}>
                    {row.title}
                  </a>
                  {row.drafted ? ` (${t("content.treatments.drafted")})` : ""}
                </th>
                {row.cells.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, in the declaration's order
                    key={index}
                    className={loaderData.columns[index]?.wideOnly ? staff.wideOnly : undefined}
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loaderData.add && (
        <section className={staff.section} aria-labelledby="record-add">
          <h2 id="record-add" className={staff.sectionHeading}>
            {words("add.title")}
          </h2>
          {wrong && <StaffMessage kind="error">{words(`add.${wrong.wrong}`)}</StaffMessage>}
          {refused && (
            <FieldProblems
              items={refused.problems.map((problem) => ({
                id: `add-${kind}-${problem.field.replaceAll("_", "-")}`,
                label: words(`fields.${problem.field}`),
                message: t(`content_rules.${problem.rule}` as "content.heading", problem.detail ?? {}),
              }))}
            />
          )}
          <form method="post" className={staff.fields}>
            <input type="hidden" name="csrf" value={loaderData.csrf} />
            <div className={staff.field}>
              <label htmlFor="record-id" className={staff.label}>
                {words("add.id")}
              </label>
              <input
                id="record-id"
                name="id"
                required
                maxLength={loaderData.add.max}
                pattern={loaderData.add.pattern}
                defaultValue={wrong?.id ?? refused?.id}
                aria-invalid={wrong ? true : undefined}
                aria-describedby="record-id-hint"
                className={staff.input}
              />
              <p id="record-id-hint" className={staff.muted}>
                {words("add.id_hint")}
              </p>
            </div>
            {loaderData.add.fixed.map((field) => (
              <RecordField
                key={field.name}
                field={fixedField(field)}
                value=""
                refused={refused?.problems.some((problem) => problem.field === field.name) ?? false}
                draftedNote=""
              />
            ))}
            <div className={staff.buttons}>
              <button type="submit" className={staff.primaryButton}>
                {words("add.submit")}
              </button>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
