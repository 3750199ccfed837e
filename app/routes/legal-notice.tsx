import { Trans, useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { complaintsBookUrl, disputeResolution, medicalEthicsCodeUrl } from "~/config/legal";
import { clinicLocations, clinicOperators, clinicPhysicians } from "~/features/records/record-state.server";
import { localizedPath } from "~/i18n/localized-path";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { textTags } from "~/i18n/text-tags";
import { useLanguage } from "~/i18n/use-language";
import { pageHandle } from "~/pages";
import pageStyles from "~/sections/layout/page.module.css";
import { Credentials, physicianName } from "~/sections/legal/credentials";
import styles from "~/sections/legal/legal.module.css";
import { OperatorDetails } from "~/sections/legal/operator-details";
import { pageMeta } from "~/seo/page-meta";
import text from "~/ui/text.module.css";
import type { Route } from "./+types/legal-notice";

export const handle = pageHandle("legalNotice");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "legalNotice" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "legalNotice");
  const t = serverT(page.language, "legal");
  return {
    ...page,
    meta: {
      title: `${t("meta.title")} | ${clinic.name}`,
      description: t("meta.description", { name: clinic.name }),
    },
    // As the clinic published them (or drafted, in a preview): config/physician-records.ts.
    physicians: clinicPhysicians(),
    // Who runs the clinic in each country where a location is shown: config/operator-records.server.ts.
    operators: clinicOperators(),
    // The city each clinic is in: its first shown location's in the country.
    locations: clinicLocations().map(({ id, country }) => ({ id, country })),
  };
}

const complaintCountries = ["PT", "ES", "BR"] as const;

/**
 * The legal notice (aviso legal, LSSI-CE art. 10; the operator's identity that Brazil's CFM and Portugal's ERS ask
 * for): the company that runs each clinic, its registrations and medical director, the physicians, the complaints.
 */
export default function LegalNotice({ loaderData }: Route.ComponentProps) {
  const { physicians, locations, operators } = loaderData;
  const { t } = useTranslation("legal");
  const { t: common } = useTranslation("common");
  const language = useLanguage();
  // The city as the page's language names it (Lisbonne, Lisbona…), from the clinic's location in that country.
  const cityOf = (country: string) => {
    const location = locations.find((entry) => entry.country === country);
    return location ? common(`cities.${location.id}`) : "";
  };
  const components = textTags({
    strong: <strong />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
    email: <a href={`mailto:${clinic.contactEmail}`} />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    book: <a href={complaintsBookUrl} target="_blank" rel="noopener noreferrer" lang="pt" />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    privacy: <a href={localizedPath(language, "/privacy-policy")} />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    accessibility: <a href={localizedPath(language, "/accessibility")} />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    ral: <a href={disputeResolution.entityUrl} target="_blank" rel="noopener noreferrer" />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    rallist: <a href={disputeResolution.listUrl} target="_blank" rel="noopener noreferrer" />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the text inside
    ethics: <a href={medicalEthicsCodeUrl} target="_blank" rel="noopener noreferrer" />,
  });

  return (
    <article className={`container ${styles.page}`} aria-labelledby="legal-heading">
      <header className={pageStyles.header}>
        <p className={text.eyebrow}>{clinic.name}</p>
        <h1 id="legal-heading" className={pageStyles.heading}>
          {t("heading")}
        </h1>
        <p className={pageStyles.lead}>{t("intro", { name: clinic.name })}</p>
      </header>

      <div className={styles.sections}>
        {operators.map((operator) => (
          <OperatorDetails
            key={operator.country}
            operator={operator}
            city={cityOf(operator.country)}
            director={physicians.find((doctor) => doctor.id === operator.medicalDirector)}
          />
        ))}

        <section className={styles.section} aria-labelledby="legal-physicians">
          <h2 id="legal-physicians" className={styles.title}>
            {t("physicians.title")}
          </h2>
          <p>{t("physicians.intro")}</p>
          <dl className={styles.fields}>
            {physicians.map((doctor) => (
              <div key={doctor.id} className={styles.field} data-physician={doctor.id}>
                <dt>{physicianName(common, doctor)}</dt>
                <dd>
                  <Credentials physician={doctor} />
                  {doctor.registrations.map((registration) =>
                    registration.country === "ES" ? (
                      <span key="degree" className={styles.degree}>
                        {t("physicians.degree", {
                          degree: registration.degree,
                          country: common(`countries.${registration.degreeCountry}`),
                        })}
                      </span>
                    ) : null,
                  )}
                </dd>
              </div>
            ))}
          </dl>
          {/* Spain: the professional rules the physicians practice under, and where to read them (LSSI-CE art. 10.1.d). */}
          <p data-professional-rules>
            <Trans t={t} i18nKey="physicians.rules_ES" components={components} />
          </p>
        </section>

        <section className={styles.section} aria-labelledby="legal-complaints">
          <h2 id="legal-complaints" className={styles.title}>
            {t("complaints.title")}
          </h2>
          <p>
            <Trans t={t} i18nKey="complaints.intro" values={{ email: clinic.contactEmail }} components={components} />
          </p>
          <ul>
            {complaintCountries.map((country) => (
              <li key={country}>
                <Trans t={t} i18nKey={`complaints.${country}`} components={components} />
                {/* Portugal: the out-of-court settlement entity, as Lei 144/2015 art. 18 asks. */}
                {country === "PT" && (
                  <>
                    {" "}
                    <Trans t={t} i18nKey="complaints.PT_ral" components={components} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="legal-use">
          <h2 id="legal-use" className={styles.title}>
            {t("use.title")}
          </h2>
          <p>{t("use.medical")}</p>
          <p>{t("use.property", { name: clinic.name })}</p>
          <p>
            <Trans t={t} i18nKey="use.privacy" components={components} />
          </p>
        </section>
      </div>
    </article>
  );
}
