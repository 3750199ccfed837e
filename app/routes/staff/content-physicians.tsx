import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { draftedPhysicians } from "~/features/content/physician-editor.server";
import { requires, signedIn, staffPath } from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-physicians";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The physicians the site names, as the drafts would leave them, each with the link to their page. */
export const loader = ({ context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const t = serverT(language, "staff");
    return {
      title: `${t("content.physicians.title")} | ${clinic.name}`,
      backHref: staffPath(language, "/content"),
      physicians: (await draftedPhysicians()).map(({ id, director, values, drafted }) => ({
        id,
        director,
        name: values.name,
        countries: [values.crm_number && "BR", values.pt_number && "PT", values.es_number && "ES"].filter(
          (country): country is "BR" | "PT" | "ES" => Boolean(country),
        ),
        drafted: drafted.length > 0,
        href: staffPath(language, `/content/physicians/${id}`),
      })),
    };
  });

export default function ContentPhysicians({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  return (
    <div className={staff.stack}>
      <header>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{t("content.physicians.title")}</h1>
        <p className={staff.intro}>{t("content.physicians.intro")}</p>
      </header>
      <ul className={`${staff.section} ${staff.stackTight}`}>
        {loaderData.physicians.map((doctor) => (
          <li key={doctor.id}>
            <a href={doctor.href} className={staff.textLink}>
              {doctor.name}
            </a>
            {" · "}
            {t(doctor.director ? "content.physicians.role_director" : "content.physicians.role_medical_director")}
            {" · "}
            {t("content.physicians.registered_in", {
              countries: doctor.countries.map((country) => t(`common:countries.${country}`)).join(", "),
            })}
            {doctor.drafted ? ` (${t("content.treatments.drafted")})` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}
