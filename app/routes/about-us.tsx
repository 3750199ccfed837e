import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { siteUrl } from "~/config/env.server";
import type { DirectorRecord } from "~/config/physicians";
import { clinicDirector, clinicLocations } from "~/features/records/record-state.server";
import { locales } from "~/i18n/languages";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { useLanguage } from "~/i18n/use-language";
import { pageHandle } from "~/pages";
import { NextSteps } from "~/sections/layout/next-steps";
import { Credentials, physicianName, registrationText } from "~/sections/legal/credentials";
import { pageMeta } from "~/seo/page-meta";
import { physicianData } from "~/seo/structured-data.server";
import { ResponsiveImage } from "~/ui/responsive-image";
import text from "~/ui/text.module.css";
import { UploadedPicture } from "~/ui/uploaded-picture";
import type { Route } from "./+types/about-us";
import styles from "./about-us.module.css";

/** Brazil's registration of her specialties (RQE); none: the texts that name her training say she is no specialist. */
const specialtiesOf = (director: DirectorRecord) =>
  director.registrations.flatMap((registration) => (registration.country === "BR" ? registration.specialties : []));

export const handle = pageHandle("aboutUs");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "aboutUs" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "aboutUs");
  // As the clinic published her (or drafted, in a preview): config/physician-records.ts.
  const director = clinicDirector();
  const t = serverT(page.language, "about");
  const name = physicianName(serverT(page.language, "common"), director);
  const description = t("meta.description", { director: name, name: clinic.name });
  return {
    ...page,
    meta: {
      title: `${t("meta.title")} | ${clinic.name}`,
      description,
      structuredData: physicianData(siteUrl(), page.language, director, clinicLocations(), {
        name,
        jobTitle: t("role", { clinic: clinic.name }),
        description,
      }),
    },
    director,
  };
}

/** About us: the clinical director, on black in both colour modes, with her portrait below. */
export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { director } = loaderData;
  const specialties = specialtiesOf(director);
  const { t } = useTranslation(["about", "common"]);
  const { t: common } = useTranslation("common");
  const language = useLanguage();
  const list = new Intl.ListFormat(locales[language], { style: "long", type: "conjunction" });
  const name = physicianName(common, director);
  const values = {
    director: name,
    clinic: clinic.name,
    school: director.medicalSchool,
    year: director.graduationYear,
    registrations: list.format(
      director.registrations.map((registration) =>
        t("common:physician.with_country", {
          registration: registrationText(common, registration),
          country: t(`common:countries.${registration.country}`),
        }),
      ),
    ),
    specialties: list.format(specialties.map((specialty) => t("common:physician.rqe", { ...specialty }))),
    memberships: list.format(director.memberships),
  };
  const paragraphs = [
    t("about:p1", values),
    t(specialties.length > 0 ? "about:p2.specialist" : "about:p2.not_specialist", values),
    t("about:p3", values),
    t("about:p4", values),
  ];

  return (
    <div className={styles.page} data-theme="dark">
      <article className={`container ${styles.article}`} aria-labelledby="about-heading">
        <header className={styles.header}>
          <p className={text.eyebrow}>{t("about:eyebrow")}</p>
          <h1 id="about-heading" className={styles.heading}>
            {t("about:heading")}
          </h1>
          <p className={styles.name}>
            {name}
            <span className={styles.role}>{t("about:role", { clinic: clinic.name })}</span>
            <Credentials physician={director} profession={false} />
          </p>
        </header>
        <div className={styles.text}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <figure className={styles.portrait}>
          {director.uploadedPortrait ? (
            <UploadedPicture
              id={director.uploadedPortrait}
              kind="portrait"
              sizes="(min-width: 760px) 704px, 100vw"
              alt={t("about:portrait_alt", { director: name })}
            />
          ) : (
            <ResponsiveImage
              base={director.portrait.base}
              widths={director.portrait.widths}
              ratio={[4, 5]}
              sizes="(min-width: 760px) 704px, 100vw"
              alt={t("about:portrait_alt", { director: name })}
            />
          )}
          <figcaption>{name}</figcaption>
        </figure>
        <NextSteps id="about-next" title={t("about:cta_title")} text={t("about:cta_text", { clinic: clinic.name })} />
      </article>
    </div>
  );
}
