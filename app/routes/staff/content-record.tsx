import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { isUploadedPicture, maxPictureBytes, type PictureKind } from "~/config/pictures";
import { ofRecordPage } from "~/features/content/content-services.server";
import type { PublishRefusal } from "~/features/content/publish-action.server";
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
import { currentAccount } from "~/features/staff/staff-access.server";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import styles from "~/sections/staff/content.module.css";
import { ContentOutcome, type ContentRefusal } from "~/sections/staff/content-message";
import { ContentHeader, PostForm, PublishForm, SubmitRow } from "~/sections/staff/content-page";
import { FieldProblems } from "~/sections/staff/field-problems";
import { RecordField } from "~/sections/staff/record-field";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import { UploadedPicture } from "~/ui/uploaded-picture";
import type { Route } from "./+types/content-record";
import { contentAction, contentLoader, contentMiddleware } from "./content-route.server";
import { staffMeta } from "./staff-meta";

/**
 * One record of any kind (docs/staff.md#records), made from its declaration (app/features/records): its form, one
 * field component per field in the declaration's order, saved as drafts; each picture with its own upload form. The
 * kind is the address's (`/admin/content/partners/isdin`).
 */

export const middleware: Route.MiddlewareFunction[] = contentMiddleware;

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function recordOr404(request: Request, id: string) {
  const kind = kindOfAddress(request, 1);
  const found = (await draftedRecords(kind)).find((record) => record.id === id);
  if (!found) throw data(null, { status: 404 });
  return { kind, record: found };
}

/** What the page says after a change (`?done=…`): a picture's, by its field (`picture.logo`, `restored.logo`). */
const donePattern = /^(added|saved|nothing_published|published|(picture|restored)\.[a-z_]+)$/;

export const loader = contentLoader(async ({ request, params }: Route.LoaderArgs, { language, content }) => {
  const { kind, record } = await recordOr404(request, params.id);
  const text = staffText(language);
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  const fields = { ...publishedCatalogueFields() };
  const repository = kind.defaults().find((entry) => entry.id === record.id)?.values;
  const preview = kind.editor?.preview?.(record.id, record.values);
  const name = recordTitle(kind, record, language);
  const textsPage = kind.editor?.textsPage?.(record.id);
  const values = pageValues(kind, record, language);
  return {
    title: `${name} | ${text(`content.${kind.kind}.title`)}`,
    kind: kind.kind,
    name,
    backHref: `${content}${editorPathOf(kind)}`,
    preview: preview
      ? {
          href: previewAddress(language, typeof preview === "string" ? preview : preview.path),
          text: text(`content.${kind.kind}.${typeof preview === "object" ? preview.text : "preview"}`),
        }
      : null,
    note: text(`content.${kind.kind}.note`, values),
    intro: text(`content.${kind.kind}.record_intro`, values),
    record: { id: record.id, values: formValues(kind, record.values), texts: record.texts, digest: record.digest },
    fields: fieldViews(kind, record, language, fields),
    groups: groupViews(kind, language),
    pictures: pictureFields(kind, record).map((field) => {
      const value = record.values[field] ?? "";
      const { picture, ownPicture } = kind.fields[field] ?? {};
      return {
        field,
        kind: picture as PictureKind,
        value,
        drafted: record.drafted.includes(field),
        repository: repository?.[field] ?? null,
        // The repository's own picture, shown while none is uploaded (the director's portrait).
        own: (isUploadedPicture(value) ? undefined : ownPicture?.(record.id)) ?? null,
        limits: { ...smallestOf(picture as PictureKind), megabytes: maxPictureBytes / 1024 / 1024 },
      };
    }),
    done: done && donePattern.test(done) ? done : null,
    version: Number(url.searchParams.get("version")) || null,
    // The section of the site's texts where the record's related texts are (the director's biography).
    textsHref: textsPage ? `${content}${textsPage}` : null,
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
 * its rules, or a file that is not a picture the page can use, are refused (400), and change nothing. The database
 * failing answers 503, never 500 (unavailable.server.ts).
 */
export const action = contentAction(
  async ({ request, params, context }: Route.ActionArgs, { content, form, intent, publish }) => {
    const { kind, record } = await recordOr404(request, params.id);
    const page = `${editorPathOf(kind)}/${record.id}`;
    const back = `${content}${page}`;
    const account = currentAccount(context).id;
    // Its drafts alone, published from here; the site's other drafts stay as they are.
    if (intent === "publish") return publish(back, ofRecordPage(page));
    const [action, field = ""] = String(intent ?? "save").split(":");
    const pictures = pictureFields(kind, record);
    if (action === "picture" && pictures.includes(field)) {
      const problem = await saveRecordPicture(kind, record.id, field, form.get(field), account);
      if (problem) return data<Refusal>({ error: problem }, { status: 400 });
      throw redirect(`${back}?done=picture.${field}`, 303);
    }
    if (action === "restore" && pictures.includes(field)) {
      await restoreRecordPicture(kind, record.id, field, account);
      throw redirect(`${back}?done=restored.${field}`, 303);
    }
    // A picture chosen in the record's own form is taken with its save, before the values (one page load for both).
    for (const name of pictures) {
      const file = form.get(name);
      if (!(file instanceof File) || file.size === 0) continue;
      const problem = await saveRecordPicture(kind, record.id, name, file, account);
      if (problem) return data<Refusal>({ error: problem }, { status: 400 });
    }
    const saved = await saveRecord(kind, record, form, account);
    if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
    if (!saved.ok) return data<Refusal>({ ...saved, values: formValues(kind, saved.values) }, { status: 400 });
    throw redirect(`${back}?done=saved`, 303);
  },
);

export default function ContentRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { record, kind } = loaderData;
  const words = (key: string, values: Record<string, unknown> = {}) =>
    t(`content.${kind}.${key}` as "content.heading", values);
  // A save refused (its values kept), or a publish refused (its problems' links): told apart by the values.
  const refused = actionData && "problems" in actionData && "values" in actionData ? actionData : null;
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
      <ContentHeader
        back={{ href: loaderData.backHref, text: words("back") }}
        heading={loaderData.name}
        intro={loaderData.intro}
        preview={loaderData.preview}
      >
        {!loaderData.intro && (
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
      </ContentHeader>
      {done && <StaffMessage kind="notice">{done}</StaffMessage>}
      <ContentOutcome notice={null} outcome={actionData && "values" in actionData ? undefined : actionData} />
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: fieldElementId(kind, problem.field),
            label: labelOf(problem.field),
            message: t(`content_rules.${problem.rule}` as "content.heading", problem.detail ?? {}),
          }))}
        />
      )}
      <PostForm csrf={loaderData.csrf} encType="multipart/form-data" className={staff.section}>
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
          .map((picture) => (
            <PictureFile
              key={picture.field}
              id={`${fieldElementId(kind, picture.field)}-with-save`}
              name={picture.field}
              label={t("content.records.picture_with_save")}
              hint={words(`${picture.field}.hint`, picture.limits)}
            />
          ))}
        <SubmitRow label={t("content.records.save")} intent="save" />
      </PostForm>
      {/* This record's drafts alone go live from here (the site's other drafts stay); the hub publishes them all. */}
      <PublishForm csrf={loaderData.csrf} label={t("content.records.publish")} />
      {loaderData.pictures.map((picture) => (
        <RecordPicture key={picture.field} picture={picture} page={loaderData} />
      ))}
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

type Page = Route.ComponentProps["loaderData"];

/**
 * One picture of the record on its `page`: the picture now, its own form to upload another, and the way back to the
 * repository's own picture once another replaced it.
 */
function RecordPicture({ picture, page }: { picture: Page["pictures"][number]; page: Page }) {
  const { kind, name, csrf, textsHref } = page;
  const { t } = useTranslation("staff");
  const words = (key: string, values: Record<string, unknown> = {}) =>
    t(`content.${kind}.${picture.field}.${key}` as "content.heading", values);
  const id = fieldElementId(kind, picture.field);
  const uploaded = isUploadedPicture(picture.value);
  const logo = picture.kind === "logo";
  const shown = { alt: words("current_alt", { name }), className: logo ? undefined : styles.pictureImage };
  return (
    <section className={staff.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={staff.sectionHeading}>
        {words("heading")}
        {picture.drafted ? ` (${t("content.treatments.drafted")})` : ""}
      </h2>
      <div className={styles.picture}>
        {(picture.value || picture.own) && (
          <div className={logo ? styles.logoPreview : undefined}>
            {uploaded ? (
              <UploadedPicture id={picture.value} kind={picture.kind} sizes={logo ? "150px" : "240px"} {...shown} />
            ) : (
              <img src={picture.value || (picture.own ?? "")} alt={shown.alt} className={shown.className} />
            )}
          </div>
        )}
        <p>
          {words(uploaded ? "uploaded" : picture.value || picture.own ? "own" : "none")}
          {textsHref && " "}
          {textsHref && (
            <a href={textsHref} className={staff.textLink}>
              {words("alt_link")}
            </a>
          )}
        </p>
      </div>
      <PostForm csrf={csrf} encType="multipart/form-data" className={staff.fields}>
        <PictureFile id={id} name={picture.field} label={words("file")} hint={words("hint", picture.limits)} required />
        <SubmitRow label={words("upload")} intent={`picture:${picture.field}`} />
      </PostForm>
      {picture.repository !== null && picture.value !== picture.repository && (
        <PostForm csrf={csrf} className={staff.buttons}>
          <button type="submit" name="intent" value={`restore:${picture.field}`} className={staff.button}>
            {words("restore")}
          </button>
        </PostForm>
      )}
    </section>
  );
}
