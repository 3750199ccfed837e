import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { isUploadedPicture, maxPictureBytes, type PictureKind } from "~/config/pictures";
import { ofRecordPage } from "~/features/content/content-services.server";
import { type PublishRefusal, publishAction } from "~/features/content/publish-action.server";
import { recordDigestName } from "~/features/content/record-digest";
import { smallestOf } from "~/features/pictures/picture-conversion.server";
import { editorPathOf, kindOfAddress } from "~/features/records/kinds.server";
import {
  draftedRecords,
  restoreRecordPicture,
  type SaveOutcome,
  saveRecord,
  saveRecordPicture,
} from "~/features/records/record-editor.server";
import { publishedCatalogueFields } from "~/features/records/record-state.server";
import { fieldElementId, type RecordFieldView } from "~/features/records/record-view";
import {
  fieldViews,
  formValues,
  groupViews,
  pageValues,
  pictureFields,
  recordTitle,
  staffText,
} from "~/features/records/record-views.server";
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
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import styles from "~/sections/staff/content.module.css";
import { ContentMessage, ContentProblems, type ContentRefusal } from "~/sections/staff/content-message";
import { FieldProblems } from "~/sections/staff/field-problems";
import { RecordField } from "~/sections/staff/record-field";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import { UploadedPicture } from "~/ui/uploaded-picture";
import type { Route } from "./+types/content-record";
import { staffMeta } from "./staff-meta";

/**
 * One record of any kind (docs/staff.md#records), made from its declaration (app/features/records): its form, one
 * field component per field in the declaration's order, saved as drafts; each picture with its own upload form. The
 * kind is the address's (`/admin/content/partners/isdin`).
 */

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function recordOr404(request: Request, id: string) {
  const kind = kindOfAddress(request, 1);
  const found = (await draftedRecords(kind)).find((record) => record.id === id);
  if (!found) throw data(null, { status: 404 });
  return { kind, record: found };
}

/** What the page says after a change (`?done=…`): a picture's, by its field (`picture.logo`, `restored.logo`). */
const donePattern = /^(added|saved|nothing_published|published|(picture|restored)\.[a-z_]+)$/;

export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const { kind, record } = await recordOr404(request, params.id);
    const text = staffText(language);
    const done = new URL(request.url).searchParams.get("done");
    const fields = { ...publishedCatalogueFields() };
    const repository = kind.defaults().find((entry) => entry.id === record.id)?.values;
    const preview = kind.editor?.preview?.(record.id, record.values);
    const name = recordTitle(kind, record, language);
    const textsPage = kind.editor?.textsPage?.(record.id);
    return {
      title: `${name} | ${text(`content.${kind.kind}.title`)} | ${clinic.name}`,
      kind: kind.kind,
      name,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, `/content${editorPathOf(kind)}`),
      previewHref: preview ? previewAddress(language, typeof preview === "string" ? preview : preview.path) : null,
      previewText: text(`content.${kind.kind}.${typeof preview === "object" ? preview.text : "preview"}`),
      note: text(`content.${kind.kind}.note`, pageValues(kind, record, language)),
      intro: text(`content.${kind.kind}.record_intro`, pageValues(kind, record, language)),
      record: { id: record.id, values: formValues(kind, record.values), texts: record.texts, digest: record.digest },
      fields: fieldViews(kind, record, language, fields),
      groups: groupViews(kind, language),
      pictures: pictureFields(kind, record).map((field) => ({
        field,
        kind: kind.fields[field]?.picture as PictureKind,
        value: record.values[field] ?? "",
        drafted: record.drafted.includes(field),
        repository: repository?.[field] ?? null,
        // The repository's own picture, shown while none is uploaded (the director's portrait).
        own:
          (isUploadedPicture(record.values[field] ?? "") ? undefined : kind.fields[field]?.ownPicture?.(record.id)) ??
          null,
        limits: { ...smallestOf(kind.fields[field]?.picture as PictureKind), megabytes: maxPictureBytes / 1024 / 1024 },
      })),
      done: done && donePattern.test(done) ? done : null,
      version: Number(new URL(request.url).searchParams.get("version")) || null,
      // The section of the site's texts where the record's related texts are (the director's biography).
      textsHref: textsPage ? staffPath(language, `/content${textsPage as `/${string}`}`) : null,
    };
  });

/** The public address of a preview path (`/#brands-title`) in the staff's language, with the drafts. */
function previewAddress(language: Language, path: string) {
  const [page = "/", anchor] = path.split("#");
  return `${localizedPath(language, page)}?preview=drafts${anchor ? `#${anchor}` : ""}`;
}

type Refusal = { error: ContentRefusal } | Extract<SaveOutcome, { problems: unknown }> | PublishRefusal;

/**
 * "Save draft", "Upload" or "Back to the site's own picture": drafts, then back to the record (303). Values that break
 * its rules, or a file that is not a picture the page can use, are refused (400), and change nothing.
 */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const { kind, record } = await recordOr404(request, params.id);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) return unreadForm(form.status);
  const back = staffPath(language, `/content${editorPathOf(kind)}/${record.id}`);
  const account = currentAccount(context).id;
  const intent = String(form.form.get("intent") ?? "save");
  // Its drafts alone, published from here; the site's other drafts stay as they are.
  if (intent === "publish") {
    return publishAction(context, {
      back,
      base: staffPath(language, "/content"),
      scope: ofRecordPage(`${editorPathOf(kind)}/${record.id}`),
    });
  }
  const [action, field = ""] = intent.split(":");
  const pictures = pictureFields(kind, record);
  if (action === "picture" && pictures.includes(field)) {
    const problem = await saveRecordPicture(kind, record.id, field, form.form.get(field), account);
    if (problem) return data<Refusal>({ error: problem }, { status: 400 });
    throw redirect(`${back}?done=picture.${field}`, 303);
  }
  if (action === "restore" && pictures.includes(field)) {
    await restoreRecordPicture(kind, record.id, field, account);
    throw redirect(`${back}?done=restored.${field}`, 303);
  }
  // A picture chosen in the record's own form is taken with its save, before the values (one page load for both).
  for (const name of pictures) {
    const file = form.form.get(name);
    if (!(file instanceof File) || file.size === 0) continue;
    const problem = await saveRecordPicture(kind, record.id, name, file, account);
    if (problem) return data<Refusal>({ error: problem }, { status: 400 });
  }
  const saved = await saveRecord(kind, record, form.form, account);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>({ ...saved, values: formValues(kind, saved.values) }, { status: 400 });
  throw redirect(`${back}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { record, kind } = loaderData;
  const words = (key: string, values: Record<string, unknown> = {}) =>
    t(`content.${kind}.${key}` as "content.heading", values);
  // A save refused (its values kept), or a publish refused (its problems' links): told apart by the values.
  const refused = actionData && "problems" in actionData && "values" in actionData ? actionData : null;
  const publishRefused = actionData && "problems" in actionData && !("values" in actionData) ? actionData : null;
  const values = refused?.values ?? record.values;
  const texts = refused?.texts ?? record.texts;
  const wrong = new Set(refused?.problems.map((problem) => problem.field));
  const labelOf = (field: string) =>
    loaderData.fields.find((view) => view.name === field)?.label ?? words(`${field}.heading`);
  const fieldOf = (field: RecordFieldView) => (
    <RecordField
      key={field.name}
      field={field}
      value={values[field.name] ?? ""}
      texts={texts[field.name]}
      refused={wrong.has(field.name)}
      draftedNote={t("content.treatments.drafted")}
    />
  );
  const [doneWhat = "", doneField] = loaderData.done?.split(".") ?? [];
  const done = !loaderData.done
    ? null
    : doneField
      ? words(`${doneField}.${doneWhat === "picture" ? "saved" : "restored"}`)
      : doneWhat === "added"
        ? words("added")
        : doneWhat === "published"
          ? t("content.notices.published", { version: loaderData.version })
          : doneWhat === "nothing_published"
            ? t("content.notices.nothing_published")
            : t("content.records.saved");

  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {words("back")}
          </a>
        </p>
        <h1 className={staff.heading}>{loaderData.name}</h1>
        {loaderData.intro ? (
          <p className={staff.intro}>{loaderData.intro}</p>
        ) : (
          <p>
            <code>{record.id}</code>
          </p>
        )}
        {loaderData.textsHref && (
          <p>
            {words("texts_note")}{" "}
            <a href={loaderData.textsHref} className={staff.textLink}>
              {words("texts_link")}
            </a>
          </p>
        )}
        {loaderData.previewHref && (
          <p>
            <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
              {loaderData.previewText}
            </a>{" "}
            {t("content.editor.preview_note")}
          </p>
        )}
      </header>
      {done && <StaffMessage kind="notice">{done}</StaffMessage>}
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {actionData && "held" in actionData && (
        <ContentProblems problems={actionData.held} published={actionData.published} />
      )}
      {publishRefused && <ContentProblems problems={publishRefused.problems} />}
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: fieldElementId(kind, problem.field),
            label: labelOf(problem.field),
            message: t(`content_rules.${problem.rule}` as "content.heading", problem.detail ?? {}),
          }))}
        />
      )}
      <form method="post" encType="multipart/form-data" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={record.digest} />
        <div className={staff.fields}>{loaderData.fields.filter((field) => !field.group).map(fieldOf)}</div>
        {loaderData.groups.map((group) => (
          <fieldset key={group.id} className={styles.group}>
            <legend className={styles.groupHeading}>{group.legend}</legend>
            <div className={staff.fields}>
              {loaderData.fields.filter((field) => field.group === group.id).map(fieldOf)}
            </div>
          </fieldset>
        ))}
        {loaderData.note && <p className={staff.muted}>{loaderData.note}</p>}
        {/* A record without a picture of its own yet: the picture can come with this save (its own form below too). */}
        {loaderData.pictures
          .filter((picture) => !isUploadedPicture(picture.value))
          .map((picture) => {
            const id = `${fieldElementId(kind, picture.field)}-with-save`;
            return (
              <PictureFile
                key={picture.field}
                id={id}
                name={picture.field}
                label={t("content.records.picture_with_save")}
                hint={words(`${picture.field}.hint`, picture.limits)}
              />
            );
          })}
        <div className={staff.buttons}>
          <button type="submit" name="intent" value="save" className={staff.primaryButton}>
            {t("content.records.save")}
          </button>
        </div>
      </form>
      {/* This record's drafts alone go live from here (the site's other drafts stay); the hub publishes them all. */}
      <form method="post" className={staff.buttons}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <button type="submit" name="intent" value="publish" className={`${staff.button} ${staff.longButton}`}>
          {t("content.records.publish")}
        </button>
      </form>
      {loaderData.pictures.map((picture) => {
        const id = fieldElementId(kind, picture.field);
        const uploaded = isUploadedPicture(picture.value);
        return (
          <section key={picture.field} className={staff.section} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className={staff.sectionHeading}>
              {words(`${picture.field}.heading`)}
              {picture.drafted ? ` (${t("content.treatments.drafted")})` : ""}
            </h2>
            <div className={styles.picture}>
              {(picture.value || picture.own) && (
                <div className={picture.kind === "logo" ? styles.logoPreview : undefined}>
                  {uploaded ? (
                    <UploadedPicture
                      id={picture.value}
                      kind={picture.kind}
                      sizes={picture.kind === "logo" ? "150px" : "240px"}
                      alt={words(`${picture.field}.current_alt`, { name: loaderData.name })}
                      className={picture.kind === "logo" ? undefined : styles.pictureImage}
                    />
                  ) : (
                    <img
                      src={picture.value || (picture.own ?? "")}
                      alt={words(`${picture.field}.current_alt`, { name: loaderData.name })}
                      className={picture.kind === "logo" ? undefined : styles.pictureImage}
                    />
                  )}
                </div>
              )}
              <p>
                {words(`${picture.field}.${uploaded ? "uploaded" : picture.value || picture.own ? "own" : "none"}`)}
                {loaderData.textsHref && (
                  <>
                    {" "}
                    <a href={loaderData.textsHref} className={staff.textLink}>
                      {words(`${picture.field}.alt_link`)}
                    </a>
                  </>
                )}
              </p>
            </div>
            <form method="post" encType="multipart/form-data" className={staff.fields}>
              <input type="hidden" name="csrf" value={loaderData.csrf} />
              <PictureFile
                id={id}
                name={picture.field}
                label={words(`${picture.field}.file`)}
                hint={words(`${picture.field}.hint`, picture.limits)}
                required
              />
              <div className={staff.buttons}>
                <button type="submit" name="intent" value={`picture:${picture.field}`} className={staff.primaryButton}>
                  {words(`${picture.field}.upload`)}
                </button>
              </div>
            </form>
            {picture.repository !== null && picture.value !== picture.repository && (
              <form method="post" className={staff.buttons}>
                <input type="hidden" name="csrf" value={loaderData.csrf} />
                <button type="submit" name="intent" value={`restore:${picture.field}`} className={staff.button}>
                  {words(`${picture.field}.restore`)}
                </button>
              </form>
            )}
          </section>
        );
      })}
    </div>
  );
}

/** A picture's file field: the formats the site converts, and what it asks of the file. */
function PictureFile({
  id,
  name,
  label,
  hint,
  required = false,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  required?: boolean;
}) {
  return (
    <div className={staff.field}>
      <label htmlFor={id} className={staff.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/png,image/webp,image/avif,image/jpeg"
        required={required}
        aria-describedby={`${id}-hint`}
        className={staff.input}
      />
      <p id={`${id}-hint`} className={staff.muted}>
        {hint}
      </p>
    </div>
  );
}
