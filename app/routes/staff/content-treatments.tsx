import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { groupIds } from "~/config/treatment-catalogue";
import type { ServiceGroup } from "~/config/treatments";
import { liveText } from "~/features/content/content-services.server";
import { sourceLanguage } from "~/features/content/content-store.server";
import { addTreatment, draftedCatalogue, newKeyProblem } from "~/features/content/treatment-editor.server";
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
import { serverT } from "~/i18n/resources.server";
import styles from "~/sections/staff/content.module.css";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import staff from "~/sections/staff/staff-page.module.css";
import { TreatmentList } from "~/sections/staff/treatment-list";
import type { Route } from "./+types/content-treatments";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** Every treatment as the drafts would list it, each linking to its settings and texts; a form to add one. */
export const loader = ({ context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const { records, drafted } = await draftedCatalogue();
    const t = serverT(language, "staff");
    const base = staffPath(language, "/content/treatments");
    return {
      title: `${t("content.treatments.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content"),
      groups: groupIds,
      treatments: records.map((record) => ({
        key: record.key,
        href: `${base}/${record.key}`,
        // Its name in the staff's language, else in English (a treatment just added), else its key.
        title:
          [language, sourceLanguage]
            .map((name) => liveText({ language: name, namespace: "treatments", key: `${record.key}.title` }))
            .find(Boolean) ?? record.key,
        groups: record.groups,
        order: record.order,
        shown: record.shown,
        drafted: drafted.has(record.key),
        notOffered: record.notOffered.map((rule) => ("country" in rule ? rule.country : rule.location)),
      })),
    };
  });

type Refusal = { error: ContentRefusal } | { keyProblem: "key_invalid" | "key_taken" | "key_brand"; key: string };

/** "Add the treatment": its fields become drafts, and its page opens to write its texts (303). */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const key = String(form.form.get("key") ?? "")
    .trim()
    .toLowerCase()
    .slice(0, 100);
  const group = String(form.form.get("group") ?? "");
  if (!(groupIds as string[]).includes(group)) return data<Refusal>({ error: "bad_form" }, { status: 400 });
  const problem = newKeyProblem(key, (await draftedCatalogue()).records);
  if (problem) return data<Refusal>({ keyProblem: problem, key }, { status: 400 });
  await addTreatment(key, group as ServiceGroup, currentAccount(context).id);
  throw redirect(`${staffPath(language, `/content/treatments/${key}`)}?done=added`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentTreatments({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const refusal = actionData && "error" in actionData ? actionData.error : undefined;
  const keyProblem = actionData && "keyProblem" in actionData ? actionData : undefined;
  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{t("content.treatments.title")}</h1>
        <p className={staff.intro}>{t("content.treatments.intro")}</p>
      </header>
      <ContentMessage notice={null} refusal={refusal} />
      <TreatmentList treatments={loaderData.treatments} />
      <section className={staff.section} aria-labelledby="treatment-add">
        <h2 id="treatment-add" className={staff.sectionHeading}>
          {t("content.treatments.add.title")}
        </h2>
        <form method="post" className={staff.fields}>
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <div className={staff.field}>
            <label htmlFor="treatment-key" className={staff.label}>
              {t("content.treatments.add.key")}
            </label>
            <input
              id="treatment-key"
              name="key"
              required
              maxLength={60}
              pattern="[a-z][a-z0-9]*(-[a-z0-9]+)*"
              defaultValue={keyProblem?.key}
              aria-describedby={`treatment-key-hint${keyProblem ? " treatment-key-problem" : ""}`}
              aria-invalid={keyProblem ? true : undefined}
              className={staff.input}
              autoComplete="off"
            />
            <p id="treatment-key-hint" className={staff.muted}>
              {t("content.treatments.add.key_hint")}
            </p>
            {keyProblem && (
              <p id="treatment-key-problem" role="alert" className={styles.fieldError}>
                {t(`content.treatments.add.${keyProblem.keyProblem}`)}
              </p>
            )}
          </div>
          <div className={staff.field}>
            <label htmlFor="treatment-group" className={staff.label}>
              {t("content.treatments.add.group")}
            </label>
            <select id="treatment-group" name="group" className={staff.input}>
              {loaderData.groups.map((group) => (
                <option key={group} value={group}>
                  {t(`content.treatments.groups.${group}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={staff.buttons}>
            <button type="submit" className={staff.primaryButton}>
              {t("content.treatments.add.submit")}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
