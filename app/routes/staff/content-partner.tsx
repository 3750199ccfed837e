import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { isUploadedLogo, type PartnerField, type PartnerProblem } from "~/config/partner-records";
import { maxPictureBytes } from "~/config/pictures";
import {
  draftedPartners,
  restorePartnerLogo,
  savePartner,
  savePartnerLogo,
} from "~/features/content/partner-editor.server";
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
import { type Language, languageNames, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import styles from "~/sections/staff/content.module.css";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { FieldProblems } from "~/sections/staff/field-problems";
import staff from "~/sections/staff/staff-page.module.css";
import { UploadedPicture } from "~/ui/uploaded-picture";
import type { Route } from "./+types/content-partner";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function partnerOr404(id: string) {
  const found = (await draftedPartners()).find((partner) => partner.id === id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

const dones = ["added", "saved", "logo", "logo_restored"] as const;
type Done = (typeof dones)[number];

/** One partner brand: its name, its description in each language, its logo, whether it is shown and where. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const partner = await partnerOr404(params.partner);
    const t = serverT(language, "staff");
    const done = new URL(request.url).searchParams.get("done");
    return {
      title: `${partner.values.title || partner.id} | ${t("content.partners.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content/partners"),
      previewHref: `${localizedPath(language, "/")}?preview=drafts#brands-title`,
      partner: { ...partner, repositoryLogo: partner.repository?.logo ?? null },
      logoLimits: { ...smallestOf("logo"), megabytes: maxPictureBytes / 1024 / 1024 },
      done: (dones as readonly (string | null)[]).includes(done) ? (done as Done) : null,
    };
  });

type Refusal =
  | { error: ContentRefusal }
  | { problems: PartnerProblem[]; values: Record<PartnerField, string>; descriptions: Record<Language, string> };

/**
 * "Save draft", "Upload the logo" or "Show the site's own wordmark": drafts, then back to the brand (303). Values
 * that break a brand's rules, or a file that is not a picture the page can use, are refused (400), and change
 * nothing.
 */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const partner = await partnerOr404(params.partner);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const back = staffPath(language, `/content/partners/${partner.id}`);
  const account = currentAccount(context).id;
  const intent = form.form.get("intent");
  if (intent === "logo") {
    const problem = await savePartnerLogo(partner.id, form.form.get("logo"), account);
    if (problem) return data<Refusal>({ error: problem }, { status: 400 });
    throw redirect(`${back}?done=logo`, 303);
  }
  if (intent === "logo_restore" && partner.repository) {
    await restorePartnerLogo(partner.id, account);
    throw redirect(`${back}?done=logo_restored`, 303);
  }
  const saved = await savePartner(partner, form.form, account);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>(saved, { status: 400 });
  throw redirect(`${back}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

const doneMessages = {
  added: "content.partners.added",
  saved: "content.partners.saved",
  logo: "content.partners.logo.saved",
  logo_restored: "content.partners.logo.restored",
} as const satisfies Record<Done, string>;

export default function ContentPartner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { partner } = loaderData;
  const refused = actionData && "problems" in actionData ? actionData : null;
  const values = refused?.values ?? partner.values;
  const descriptions = refused?.descriptions ?? partner.descriptions;
  const drafted = new Set<string>(partner.drafted);
  const label = (field: Exclude<PartnerField, "logo">) =>
    `${t(`content.partners.fields.${field}`)}${drafted.has(field) ? ` (${t("content.treatments.drafted")})` : ""}`;
  const logo = partner.values.logo;

  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.partners.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{values.title || partner.id}</h1>
        <p>
          <code>{partner.id}</code>
        </p>
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t("content.partners.preview")}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      {loaderData.done && (
        <p role="status" className={staff.intro}>
          {t(doneMessages[loaderData.done])}
        </p>
      )}
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: problem.field === "logo" ? "partner-logo-file" : `partner-${problem.field}`,
            label:
              problem.field === "logo"
                ? t("content.partners.logo.heading")
                : t(`content.partners.fields.${problem.field}`),
            message: t(`content_rules.${problem.rule}`, problem.detail ?? {}),
          }))}
        />
      )}
      <form method="post" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={partner.digest} />
        <div className={staff.fields}>
          <div className={staff.field}>
            <label htmlFor="partner-title" className={staff.label}>
              {label("title")}
            </label>
            <input
              id="partner-title"
              name="title"
              required
              maxLength={60}
              defaultValue={values.title}
              aria-invalid={refused?.problems.some((problem) => problem.field === "title") ? true : undefined}
              aria-describedby="partner-title-hint"
              className={staff.input}
            />
            <p id="partner-title-hint" className={staff.muted}>
              {t("content.partners.title_hint")}
            </p>
          </div>
          <div className={staff.field}>
            <label htmlFor="partner-order" className={staff.label}>
              {label("order")}
            </label>
            <input
              id="partner-order"
              name="order"
              type="number"
              required
              min={0}
              max={999999}
              step={1}
              defaultValue={values.order}
              aria-describedby="partner-order-hint"
              className={staff.input}
            />
            <p id="partner-order-hint" className={staff.muted}>
              {t("content.treatments.settings.order_hint")}
            </p>
          </div>
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.groupHeading}>{t("content.partners.descriptions")}</legend>
          <p id="partner-descriptions-hint" className={staff.muted}>
            {t("content.partners.descriptions_hint")}
          </p>
          <div className={staff.fields}>
            {languages.map((language) => (
              <div key={language} className={staff.field}>
                <label htmlFor={`partner-description-${language}`} className={staff.label}>
                  {languageNames[language]}
                </label>
                <input
                  id={`partner-description-${language}`}
                  name={`description_${language}`}
                  lang={language}
                  required
                  maxLength={80}
                  defaultValue={descriptions[language]}
                  aria-describedby="partner-descriptions-hint"
                  className={staff.input}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <label className={styles.choice}>
          <input type="checkbox" name="shown" value="yes" defaultChecked={values.shown !== "no"} />
          {label("shown")}
        </label>
        <div className={staff.buttons}>
          <button type="submit" name="intent" value="save" className={staff.primaryButton}>
            {t("content.partners.save")}
          </button>
        </div>
      </form>
      <section className={staff.section} aria-labelledby="partner-logo">
        <h2 id="partner-logo" className={staff.sectionHeading}>
          {t("content.partners.logo.heading")}
          {drafted.has("logo") ? ` (${t("content.treatments.drafted")})` : ""}
        </h2>
        <div className={styles.picture}>
          {logo && (
            <div className={styles.logoPreview}>
              {isUploadedLogo(logo) ? (
                <UploadedPicture id={logo} kind="logo" sizes="150px" alt={values.title} />
              ) : (
                <img src={logo} alt={values.title} width={200} height={60} />
              )}
            </div>
          )}
          <p>
            {t(
              !logo
                ? "content.partners.logo.none"
                : isUploadedLogo(logo)
                  ? "content.partners.logo.uploaded"
                  : "content.partners.logo.own",
            )}
          </p>
        </div>
        <form method="post" encType="multipart/form-data" className={staff.fields}>
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <div className={staff.field}>
            <label htmlFor="partner-logo-file" className={staff.label}>
              {t("content.partners.logo.file")}
            </label>
            <input
              id="partner-logo-file"
              name="logo"
              type="file"
              accept="image/png,image/webp,image/avif,image/jpeg"
              required
              aria-describedby="partner-logo-hint"
              className={staff.input}
            />
            <p id="partner-logo-hint" className={staff.muted}>
              {t("content.partners.logo.hint", loaderData.logoLimits)}
            </p>
          </div>
          <div className={staff.buttons}>
            <button type="submit" name="intent" value="logo" className={staff.primaryButton}>
              {t("content.partners.logo.upload")}
            </button>
          </div>
        </form>
        {partner.repositoryLogo && logo !== partner.repositoryLogo && (
          <form method="post" className={staff.buttons}>
            <input type="hidden" name="csrf" value={loaderData.csrf} />
            <button type="submit" name="intent" value="logo_restore" className={staff.button}>
              {t("content.partners.logo.restore")}
            </button>
          </form>
        )}
      </section>
    </div>
  );
}
