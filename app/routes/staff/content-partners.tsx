import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { addPartner, draftedPartners, newPartnerProblem } from "~/features/content/partner-editor.server";
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
import type { Route } from "./+types/content-partners";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The partner brands as the drafts would leave them, in the carousel's order, and a form to add one. */
export const loader = ({ context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const t = serverT(language, "staff");
    const partners = await draftedPartners();
    return {
      title: `${t("content.partners.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content"),
      partners: partners
        .map(({ id, values, descriptions, drafted }) => ({
          id,
          title: values.title || id,
          description: descriptions[language] || descriptions.en,
          shown: values.shown !== "no",
          order: Number(values.order) || 0,
          drafted: drafted.length > 0,
          href: staffPath(language, `/content/partners/${id}`),
        }))
        .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)),
    };
  });

type Refusal = { error: ContentRefusal } | { wrong: "id_invalid" | "id_taken"; id: string };

/** "Add the brand": its first fields as drafts, then its page (303); an id that cannot be one is refused (400). */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const id = String(form.form.get("id") ?? "").trim();
  const existing = await draftedPartners();
  const wrong = newPartnerProblem(id, existing);
  if (wrong) return data<Refusal>({ wrong, id }, { status: 400 });
  const last = Math.max(0, ...existing.map(({ values }) => Number(values.order) || 0));
  await addPartner(id, currentAccount(context).id, last + 10);
  throw redirect(`${staffPath(language, `/content/partners/${id}`)}?done=added`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentPartners({ loaderData, actionData }: Route.ComponentProps) {
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
        <h1 className={staff.heading}>{t("content.partners.title")}</h1>
        <p className={staff.intro}>{t("content.partners.intro")}</p>
      </header>
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      <div className={staff.tableWrap}>
        <table className={staff.table}>
          <thead>
            <tr>
              <th scope="col">{t("content.partners.columns.brand")}</th>
              <th scope="col">{t("content.partners.columns.description")}</th>
              <th scope="col">{t("content.partners.columns.shown")}</th>
              <th scope="col" className={staff.wideOnly}>
                {t("content.partners.columns.order")}
              </th>
            </tr>
          </thead>
          <tbody>
            {loaderData.partners.map((partner) => (
              <tr key={partner.id}>
                <th scope="row">
                  <a href={partner.href} className={staff.textLink}>
                    {partner.title}
                  </a>
                  {partner.drafted ? ` (${t("content.treatments.drafted")})` : ""}
                </th>
                <td>{partner.description}</td>
                <td>{t(partner.shown ? "content.partners.shown_yes" : "content.partners.shown_no")}</td>
                <td className={staff.wideOnly}>{partner.order}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className={staff.section} aria-labelledby="partner-add">
        <h2 id="partner-add" className={staff.sectionHeading}>
          {t("content.partners.add.title")}
        </h2>
        {wrong && <StaffMessage kind="error">{t(`content.partners.add.${wrong.wrong}`)}</StaffMessage>}
        <form method="post" className={staff.fields}>
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <div className={staff.field}>
            <label htmlFor="partner-id" className={staff.label}>
              {t("content.partners.add.id")}
            </label>
            <input
              id="partner-id"
              name="id"
              required
              maxLength={40}
              pattern="[a-z][a-z0-9]*(-[a-z0-9]+)*"
              defaultValue={wrong?.id}
              aria-invalid={wrong ? true : undefined}
              aria-describedby="partner-id-hint"
              className={staff.input}
            />
            <p id="partner-id-hint" className={staff.muted}>
              {t("content.partners.add.id_hint")}
            </p>
          </div>
          <div className={staff.buttons}>
            <button type="submit" className={staff.primaryButton}>
              {t("content.partners.add.submit")}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
