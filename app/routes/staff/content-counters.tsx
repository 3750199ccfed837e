import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { editableCounters } from "~/config/counter-values";
import { draftedCounters, saveCounters } from "~/features/content/counter-editor.server";
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
import { serverT } from "~/i18n/resources.server";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-counters";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The home page's counters as the drafts would leave them, in a form. */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const { counters, drafted, digest } = await draftedCounters();
    const t = serverT(language, "staff");
    return {
      title: `${t("content.counters.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      digest,
      backHref: staffPath(language, "/content"),
      counters: counters.map((counter) => ({ ...counter, drafted: drafted.has(counter.label as never) })),
      locationCount: counters.find(({ label }) => label === "locations")?.value ?? 0,
      saved: new URL(request.url).searchParams.get("done") === "saved",
    };
  });

type Refusal = { error: ContentRefusal } | { wrong: string; found: string };

/** "Save draft": the values as drafts, then back here (303); a value that is not a whole number is refused (400). */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const saved = await saveCounters(form.form, currentAccount(context).id);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>({ wrong: saved.label, found: saved.found }, { status: 400 });
  throw redirect(`${staffPath(language, "/content/counters")}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentCounters({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const wrong = actionData && "wrong" in actionData ? actionData : null;
  return (
    <div className={staff.stack}>
      <header>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{t("content.counters.title")}</h1>
        <p className={staff.intro}>{t("content.counters.intro")}</p>
      </header>
      {loaderData.saved && (
        <p role="status" className={staff.intro}>
          {t("content.counters.saved")}
        </p>
      )}
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {wrong && <StaffMessage kind="error">{t("content_rules.counter_value", { found: wrong.found })}</StaffMessage>}
      <form method="post" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={loaderData.digest} />
        <div className={staff.fields}>
          {loaderData.counters
            .filter(({ label }) => (editableCounters as string[]).includes(label))
            .map(({ label, value, drafted }) => (
              <div key={label} className={staff.field}>
                <label htmlFor={`counter-${label}`} className={staff.label}>
                  {t(`content.counters.labels.${label}`)}
                  {drafted ? ` (${t("content.treatments.drafted")})` : ""}
                </label>
                <input
                  id={`counter-${label}`}
                  name={label}
                  inputMode="numeric"
                  pattern="[0-9]{1,7}"
                  maxLength={7}
                  required
                  defaultValue={wrong?.wrong === label ? wrong.found : value}
                  aria-invalid={wrong?.wrong === label ? true : undefined}
                  aria-describedby="counters-hint"
                  className={staff.input}
                />
              </div>
            ))}
        </div>
        <p id="counters-hint" className={staff.muted}>
          {t("content.counters.hint")}
        </p>
        <p className={staff.muted}>{t("content.counters.locations_note", { count: loaderData.locationCount })}</p>
        <div className={staff.buttons}>
          <button type="submit" className={staff.primaryButton}>
            {t("content.counters.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
