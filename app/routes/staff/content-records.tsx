import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { recordDigestName } from "~/features/content/record-digest";
import { editorPathOf, kindOfAddress } from "~/features/records/kinds.server";
import {
  addRecord,
  type DraftedRecord,
  draftedRecords,
  newIdProblem,
  saveTogether,
  togetherDigest,
} from "~/features/records/record-editor.server";
import { publishedCatalogueFields } from "~/features/records/record-state.server";
import { fieldElementId, type RecordFieldView } from "~/features/records/record-view";
import { columnHeadings, fieldViews, listRows, recordTitle, staffText } from "~/features/records/record-views.server";
import { currentAccount } from "~/features/staff/staff-access.server";
import type { Language } from "~/i18n/languages";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { ContentHeader, PostForm, SubmitRow } from "~/sections/staff/content-page";
import { FieldProblems } from "~/sections/staff/field-problems";
import { RecordField } from "~/sections/staff/record-field";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-records";
import { contentAction, contentLoader, contentMiddleware } from "./content-route.server";
import { staffMeta } from "./staff-meta";

/**
 * The list of any kind of record (docs/staff.md#records), made from its declaration (app/features/records): every
 * record as the drafts would leave it, in the site's order, each a link to its page; and, for a kind the clinic adds
 * to, a form to add one. A kind whose records are edited together (the counters) has them all in one form here
 * instead. The kind is the address's (`/admin/content/partners`).
 */

export const middleware: Route.MiddlewareFunction[] = contentMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

export const loader = contentLoader(async ({ request }: Route.LoaderArgs, { language, content }) => {
  const kind = kindOfAddress(request, 0);
  const text = staffText(language);
  const records = await draftedRecords(kind);
  // The fields chosen when a record is added (a location's country) are asked for by the add form.
  const fixed = fieldViews(kind, { id: "", values: kind.valuesFrom("", {}), drafted: [] }, language).filter(
    (field) => field.fixed || kind.fields[field.name]?.asked,
  );
  return {
    title: text(`content.${kind.kind}.title`),
    kind: kind.kind,
    backHref: content,
    heading: text(`content.${kind.kind}.title`),
    intro: text(`content.${kind.kind}.intro`),
    name: text(`content.${kind.kind}.columns.name`),
    columns: columnHeadings(kind, language),
    rows: listRows(kind, records, language).map((row) => ({
      ...row,
      href: `${content}${editorPathOf(kind)}/${row.id}`,
    })),
    add: kind.newId ? { pattern: kind.newId.pattern.source.replace(/^\^|\$$/g, ""), max: kind.newId.max, fixed } : null,
    together: kind.editor?.together ? togetherForm(kind, records, language) : null,
    saved: new URL(request.url).searchParams.get("done") === "saved",
  };
});

/**
 * Every record's fields in one form, each named `<id>.<field>` and labelled by its record's name (and the field's,
 * when a record has several); one hint for the fields alike, and the kind's note.
 */
function togetherForm(kind: ReturnType<typeof kindOfAddress>, records: readonly DraftedRecord[], language: Language) {
  const text = staffText(language);
  const hintId = `${kind.kind}-hint`;
  const fields = {
    ...publishedCatalogueFields(),
    ...Object.assign({}, ...records.map((record) => prefixed(kind, record))),
  };
  return {
    digest: togetherDigest(records),
    hint: { id: hintId, text: text(`content.${kind.kind}.hint`) },
    note: text(`content.${kind.kind}.note`, kind.editor?.noteValues?.(fields) ?? {}),
    fields: records.flatMap((record) => {
      const views = fieldViews(kind, record, language);
      const name = recordTitle(kind, record, language);
      return views.map((view) => ({
        ...view,
        name: `${record.id}.${view.name}`,
        id: `${kind.kind}-${record.id}-${view.name}`,
        label: views.length === 1 ? name : `${name} › ${view.label}`,
        describedBy: hintId,
        hint: undefined,
        value: record.values[view.name] ?? "",
      }));
    }),
  };
}

const prefixed = (kind: ReturnType<typeof kindOfAddress>, record: DraftedRecord) =>
  Object.fromEntries(Object.entries(record.values).map(([name, value]) => [kind.key(record.id, name), value]));

type Problems = Array<{ id: string; field: string; rule: string; detail?: Record<string, string | number> }>;
type Refusal =
  | { error: ContentRefusal }
  | { wrong: string; id: string }
  | { problems: Problems; id: string }
  | { together: Problems; values: Record<string, string> };

/**
 * "Add": its first fields as drafts, then its page (303); an id that cannot be one is refused (400). For a kind
 * edited together, "Save draft": every record's values as drafts, then back here (303), or the problems (400). The
 * database failing answers 503, never 500 (unavailable.server.ts).
 */
export const action = contentAction(async ({ request, context }: Route.ActionArgs, { content, form }) => {
  const kind = kindOfAddress(request, 0);
  if (!kind.newId && !kind.editor?.together) throw data(null, { status: 405 });
  const list = `${content}${editorPathOf(kind)}`;
  if (!kind.newId) {
    const saved = await saveTogether(kind, await draftedRecords(kind), form, currentAccount(context).id);
    if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
    if (!saved.ok) return data<Refusal>({ together: saved.problems, values: saved.values }, { status: 400 });
    throw redirect(`${list}?done=saved`, 303);
  }
  const id = String(form.get("id") ?? "").trim();
  const existing = await draftedRecords(kind);
  const wrong = newIdProblem(kind, id, existing);
  if (wrong) return data<Refusal>({ wrong, id }, { status: 400 });
  const added = await addRecord(kind, id, form, existing, currentAccount(context).id);
  if (!added.ok) return data<Refusal>({ problems: added.problems, id }, { status: 400 });
  throw redirect(`${list}/${id}?done=added`, 303);
});

export default function ContentRecords({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const wrong = actionData && "wrong" in actionData ? actionData : null;
  const refused = actionData && "problems" in actionData ? actionData : null;
  const togetherRefused = actionData && "together" in actionData ? actionData : null;
  const kind = loaderData.kind;
  const words = (key: string) => t(`content.${kind}.${key}` as "content.heading");
  const fixedField = (field: RecordFieldView) => ({ ...field, fixed: false, id: `add-${field.id}` });
  return (
    <div className={staff.wideStack}>
      <ContentHeader back={{ href: loaderData.backHref }} heading={loaderData.heading} intro={loaderData.intro} loose />
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {loaderData.saved && (
        <p role="status" className={staff.intro}>
          {t("content.records.saved")}
        </p>
      )}
      {togetherRefused && (
        <FieldProblems
          items={togetherRefused.together.map((problem) => ({
            id: `${kind}-${problem.id}-${problem.field}`,
            label:
              loaderData.together?.fields.find((field) => field.name === `${problem.id}.${problem.field}`)?.label ??
              problem.id,
            message: t(`content_rules.${problem.rule}` as "content.heading", problem.detail ?? {}),
          }))}
        />
      )}
      {loaderData.together ? (
        <PostForm csrf={loaderData.csrf} className={staff.section}>
          <input type="hidden" name={recordDigestName} value={loaderData.together.digest} />
          <div className={staff.fields}>
            {loaderData.together.fields.map((field) => (
              <RecordField
                key={field.name}
                field={field}
                value={togetherRefused?.values[field.name] ?? field.value}
                refused={
                  togetherRefused?.together.some((problem) => `${problem.id}.${problem.field}` === field.name) ?? false
                }
              />
            ))}
          </div>
          <p id={loaderData.together.hint.id} className={staff.muted}>
            {loaderData.together.hint.text}
          </p>
          {loaderData.together.note && <p className={staff.muted}>{loaderData.together.note}</p>}
          <SubmitRow label={t("content.records.save")} />
        </PostForm>
      ) : loaderData.rows.length === 0 ? (
        <p className={staff.muted}>{t("content.records.empty")}</p>
      ) : (
        <div className={staff.tableWrap}>
          <table className={`${staff.table} ${staff.stacked}`}>
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
                      data-label={loaderData.columns[index]?.heading}
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
      )}
      {loaderData.add && (
        <section className={staff.section} aria-labelledby="record-add">
          <h2 id="record-add" className={staff.sectionHeading}>
            {words("add.title")}
          </h2>
          {wrong && <StaffMessage kind="error">{words(`add.${wrong.wrong}`)}</StaffMessage>}
          {refused && (
            <FieldProblems
              items={refused.problems.map((problem) => ({
                id: `add-${fieldElementId(kind, problem.field)}`,
                label: words(`fields.${problem.field}`),
                message: t(`content_rules.${problem.rule}` as "content.heading", problem.detail ?? {}),
              }))}
            />
          )}
          <PostForm csrf={loaderData.csrf} className={staff.fields}>
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
              />
            ))}
            <SubmitRow label={words("add.submit")} />
          </PostForm>
        </section>
      )}
    </div>
  );
}
