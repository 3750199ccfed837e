import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import type { PhysicianField, PhysicianProblem } from "~/config/physician-records";
import { brazilianStates, clinicalDirector } from "~/config/physicians";
import { maxPictureBytes } from "~/config/pictures";
import {
  draftedPhysicians,
  formFieldsOf,
  physicianIdOf,
  removePortrait,
  savePhysician,
  savePortrait,
} from "~/features/content/physician-editor.server";
import { recordDigestName } from "~/features/content/record-digest";
import { smallestOf } from "~/features/pictures/picture-conversion.server";
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
import { ResponsiveImage } from "~/ui/responsive-image";
import { UploadedPicture } from "~/ui/uploaded-picture";
import type { Route } from "./+types/content-physician";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function physicianOr404(id: string) {
  const found = physicianIdOf(id);
  const entry = found && (await draftedPhysicians()).find((candidate) => candidate.id === found);
  if (!entry) throw data(null, { status: 404 });
  return entry;
}

/** One physician: their name and registrations, and for the clinical director what the about page tells of her. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const entry = await physicianOr404(params.physician);
    const t = serverT(language, "staff");
    const done = new URL(request.url).searchParams.get("done");
    return {
      title: `${entry.values.name} | ${t("content.physicians.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content/physicians"),
      biographyHref: staffPath(language, "/content/about_page"),
      previewHref: `${localizedPath(language, entry.director ? "/about-us" : "/legal-notice")}?preview=drafts`,
      ...entry,
      formFields: formFieldsOf(entry.id),
      repositoryPortrait: clinicalDirector.portrait,
      portraitLimits: { ...smallestOf("portrait"), megabytes: maxPictureBytes / 1024 / 1024 },
      done: (dones as readonly (string | null)[]).includes(done) ? (done as Done) : null,
    };
  });

const dones = ["saved", "portrait", "portrait_removed"] as const;
type Done = (typeof dones)[number];

type Refusal =
  | { error: ContentRefusal }
  | { problems: PhysicianProblem[]; values: Partial<Record<PhysicianField, string>> };

/**
 * "Save draft", "Upload the portrait" or "Show the site's own portrait": drafts, then back to the physician (303).
 * Values that break a physician's rules, or a file that is not a picture the page can use, are refused (400), and
 * change nothing.
 */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const entry = await physicianOr404(params.physician);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const back = staffPath(language, `/content/physicians/${entry.id}`);
  const account = currentAccount(context).id;
  const intent = form.form.get("intent");
  if (entry.director && intent === "portrait") {
    const problem = await savePortrait(form.form.get("portrait"), account);
    if (problem) return data<Refusal>({ error: problem }, { status: 400 });
    throw redirect(`${back}?done=portrait`, 303);
  }
  if (entry.director && intent === "portrait_remove") {
    await removePortrait(account);
    throw redirect(`${back}?done=portrait_removed`, 303);
  }
  const saved = await savePhysician(entry, form.form, account);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>({ problems: saved.problems, values: saved.values }, { status: 400 });
  throw redirect(`${back}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

const doneMessages = {
  saved: "content.physicians.saved",
  portrait: "content.physicians.portrait.saved",
  portrait_removed: "content.physicians.portrait.removed",
} as const satisfies Record<Done, string>;

const countries = ["BR", "PT", "ES"] as const;

export default function ContentPhysician({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const refused = actionData && "problems" in actionData ? actionData : null;
  const values = { ...loaderData.values, ...(refused?.values ?? {}) };
  const wrong = new Set(refused?.problems.map((problem) => problem.field));
  const drafted = new Set(loaderData.drafted);
  const label = (field: PhysicianField) =>
    `${t(`content.physicians.fields.${field}`)}${drafted.has(field) ? ` (${t("content.treatments.drafted")})` : ""}`;
  const hintOf: Partial<Record<PhysicianField, string>> = {
    rqe: "content.physicians.hints.rqe",
    memberships: "content.physicians.hints.memberships",
    crm_number: "content.physicians.hints.number",
    pt_number: "content.physicians.hints.number",
    es_number: "content.physicians.hints.number",
  };
  const shown = new Set<PhysicianField>(loaderData.formFields);
  /** A field of the form: its label, its input (a line, a list of lines, or a choice), its hint and its state. */
  const field = (name: PhysicianField, options?: readonly { value: string; label: string }[]) => {
    if (!shown.has(name)) return null;
    const id = `physician-${name}`;
    const hint = hintOf[name];
    const common = {
      id,
      name,
      defaultValue: values[name],
      "aria-invalid": wrong.has(name) ? true : undefined,
      "aria-describedby": hint ? `${id}-hint` : undefined,
      className: staff.input,
    };
    return (
      <div className={staff.field}>
        <label htmlFor={id} className={staff.label}>
          {label(name)}
        </label>
        {options ? (
          <select {...common}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        ) : name === "rqe" || name === "memberships" ? (
          <textarea {...common} rows={3} />
        ) : (
          <input
            {...common}
            inputMode={/number$|year$/.test(name) ? "numeric" : undefined}
            maxLength={name.endsWith("number") ? 9 : 200}
          />
        )}
        {hint && (
          <p id={`${id}-hint`} className={staff.muted}>
            {t(hint as "content.physicians.hints.rqe")}
          </p>
        )}
      </div>
    );
  };
  const none = { value: "", label: t("content.physicians.none") };
  const countryOptions = [
    none,
    ...countries.map((country) => ({ value: country, label: t(`common:countries.${country}`) })),
  ];

  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.physicians.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{loaderData.values.name}</h1>
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t(loaderData.director ? "content.physicians.preview_about" : "content.physicians.preview_legal")}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      {loaderData.done && (
        <p role="status" className={staff.intro}>
          {t(doneMessages[loaderData.done])}
        </p>
      )}
      <ContentMessage
        notice={null}
        refusal={actionData && "error" in actionData ? actionData.error : undefined}
        values={loaderData.portraitLimits}
      />
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: `physician-${problem.field}`,
            label: t(`content.physicians.fields.${problem.field}`),
            message: t(`content_rules.${problem.rule}`, problem.detail ?? {}),
          }))}
        />
      )}
      <form method="post" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={loaderData.digest} />
        <div className={staff.fields}>
          {field("name")}
          {field("gender", [
            { value: "female", label: t("content.physicians.gender.female") },
            { value: "male", label: t("content.physicians.gender.male") },
          ])}
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.groupHeading}>{t("content.physicians.councils.BR")}</legend>
          <div className={staff.fields}>
            {field("crm_state", [none, ...brazilianStates.map((state) => ({ value: state, label: state }))])}
            {field("crm_number")}
            {field("rqe")}
          </div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupHeading}>{t("content.physicians.councils.PT")}</legend>
          <div className={staff.fields}>{field("pt_number")}</div>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.groupHeading}>{t("content.physicians.councils.ES")}</legend>
          <div className={staff.fields}>
            {field("es_number")}
            {field("es_college")}
            {field("es_degree")}
            {field("es_degree_country", countryOptions)}
          </div>
        </fieldset>
        <p className={staff.muted}>{t("content.physicians.registrations_hint")}</p>
        {loaderData.director && (
          <fieldset className={styles.group}>
            <legend className={styles.groupHeading}>{t("content.physicians.about_legend")}</legend>
            <div className={staff.fields}>
              {field("medical_school")}
              {field("graduation_year")}
              {field("memberships")}
            </div>
            <p className={staff.muted}>
              {t("content.physicians.biography")}{" "}
              <a href={loaderData.biographyHref} className={staff.textLink}>
                {t("content.physicians.biography_link")}
              </a>
            </p>
          </fieldset>
        )}
        <div className={staff.buttons}>
          <button type="submit" name="intent" value="save" className={staff.primaryButton}>
            {t("content.physicians.save")}
          </button>
        </div>
      </form>
      {loaderData.director && (
        <section className={staff.section} aria-labelledby="physician-portrait">
          <h2 id="physician-portrait" className={staff.sectionHeading}>
            {t("content.physicians.portrait.title")}
          </h2>
          <div className={styles.picture}>
            {loaderData.values.portrait ? (
              <UploadedPicture
                id={loaderData.values.portrait}
                kind="portrait"
                sizes="240px"
                alt={t("content.physicians.portrait.current_alt")}
                className={styles.pictureImage}
              />
            ) : (
              <ResponsiveImage
                base={loaderData.repositoryPortrait.base}
                widths={loaderData.repositoryPortrait.widths}
                ratio={[4, 5]}
                sizes="240px"
                alt={t("content.physicians.portrait.current_alt")}
                className={styles.pictureImage}
              />
            )}
            <p>
              {t(
                loaderData.values.portrait ? "content.physicians.portrait.uploaded" : "content.physicians.portrait.own",
              )}{" "}
              <a href={loaderData.biographyHref} className={staff.textLink}>
                {t("content.physicians.portrait.alt_link")}
              </a>
            </p>
          </div>
          <form method="post" encType="multipart/form-data" className={staff.fields}>
            <input type="hidden" name="csrf" value={loaderData.csrf} />
            <div className={staff.field}>
              <label htmlFor="physician-portrait-file" className={staff.label}>
                {t("content.physicians.portrait.file")}
              </label>
              <input
                id="physician-portrait-file"
                name="portrait"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                required
                aria-describedby="physician-portrait-hint"
                className={staff.input}
              />
              <p id="physician-portrait-hint" className={staff.muted}>
                {t("content.treatments.image.hint", loaderData.portraitLimits)}
              </p>
            </div>
            <div className={staff.buttons}>
              <button type="submit" name="intent" value="portrait" className={staff.primaryButton}>
                {t("content.physicians.portrait.upload")}
              </button>
            </div>
          </form>
          {loaderData.values.portrait && (
            <form method="post" className={staff.buttons}>
              <input type="hidden" name="csrf" value={loaderData.csrf} />
              <button type="submit" name="intent" value="portrait_remove" className={staff.button}>
                {t("content.physicians.portrait.remove")}
              </button>
            </form>
          )}
        </section>
      )}
    </div>
  );
}
