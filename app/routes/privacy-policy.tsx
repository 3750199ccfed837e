import { Trans, useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { formatPolicyDate, privacyPolicy } from "~/config/legal";
import { type Operator, taxNumberOf } from "~/config/legal-identity";
import { useReopenConsent } from "~/features/consent/consent-context";
import { clinicOperators } from "~/features/records/record-state.server";
import { locales } from "~/i18n/languages";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { textTags } from "~/i18n/text-tags";
import { pageHandle } from "~/pages";
import pageStyles from "~/sections/layout/page.module.css";
import { pageMeta } from "~/seo/page-meta";
import text from "~/ui/text.module.css";
import type { Route } from "./+types/privacy-policy";
import styles from "./privacy-policy.module.css";

/** A section's content, in order: paragraphs, lists given as arrays of keys, and the controllers (from the clinic's data). */
type Block = string | readonly string[] | typeof controllersBlock;
const controllersBlock = Symbol("controllers");

/** The ten sections of docs/product.md#privacy-policy, in its order. Texts: `privacy:sections.<id>.<key>`. */
const sections: ReadonlyArray<{ id: string; blocks: readonly Block[] }> = [
  { id: "introduction", blocks: ["p1", controllersBlock, "p2", "p3"] },
  {
    id: "data_collected",
    blocks: ["intro", ["identification", "health", "financial", "navigation", "statistics"], "scheduling"],
  },
  {
    id: "legal_basis",
    blocks: [
      "intro",
      ["consent", "contract", "legal_obligation", "legitimate_interest", "vital_interest"],
      "health",
      "lgpd",
    ],
  },
  {
    id: "sharing",
    blocks: ["intro", ["health_professionals", "laboratories", "authorities", "service_providers"], "never"],
  },
  { id: "transfers", blocks: ["p1", "p2", "p3"] },
  {
    id: "retention",
    blocks: ["intro", ["contact_requests", "medical_records", "financial", "navigation", "statistics", "consent"]],
  },
  {
    id: "rights",
    blocks: [
      "intro",
      ["access", "rectification", "erasure", "restriction", "portability", "objection"],
      "lgpd",
      "how",
      "complaint",
      ["authority_pt", "authority_es", "authority_br"],
      "authority_other",
    ],
  },
  { id: "security", blocks: ["p1", "p2", "p3"] },
  { id: "changes", blocks: ["p1", "p2"] },
  { id: "contact", blocks: ["p1", "p2"] },
];

const anchor = (id: string) => id.replaceAll("_", "-");

export const handle = pageHandle("privacyPolicy");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "privacyPolicy" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "privacyPolicy");
  const t = serverT(page.language, "privacy");
  return {
    ...page,
    retentionDays: getEnv().RETENTION_DAYS,
    // Written out by the server: a phone's first Intl.DateTimeFormat costs about 100 ms of its start-up.
    date: formatPolicyDate(locales[page.language]),
    // Each country's controller, as the clinic published its legal identity (config/operator-records.server.ts).
    operators: clinicOperators(),
    meta: {
      title: `${t("meta.title")} | ${clinic.name}`,
      description: t("meta.description", { name: clinic.name }),
    },
  };
}

/** Each country's controller (the company that runs its clinic) and its privacy officer: the legal identity's. */
function Controllers({ operators }: { operators: readonly Operator[] }) {
  const { t } = useTranslation(["privacy", "common"]);
  return (
    <ul data-controllers>
      {operators.map((operator) => {
        const address = operator.registeredAddress;
        return (
          <li key={operator.country} data-controller={operator.country}>
            <Trans
              t={t}
              i18nKey="privacy:sections.introduction.controller"
              values={{
                country: t(`common:countries.${operator.country}`),
                company: operator.legalName,
                tax: `${operator.country === "BR" ? "CNPJ" : "NIF"} ${taxNumberOf(operator)}`,
                address: `${address.street}, ${address.postalCode} ${address.city}`,
                officer_role: t(`privacy:sections.introduction.officer.${operator.country === "BR" ? "BR" : "EU"}`),
                officer: operator.privacyOfficer.name,
                officer_email: operator.privacyOfficer.email,
              }}
              components={textTags({
                strong: <strong />,
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
                officer: <a href={`mailto:${operator.privacyOfficer.email}`} />,
              })}
            />
          </li>
        );
      })}
    </ul>
  );
}

export default function PrivacyPolicy({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("privacy");
  const reopenConsent = useReopenConsent();
  const values = { name: clinic.name, email: clinic.contactEmail, days: loaderData.retentionDays };
  const components = textTags({
    strong: <strong />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
    email: <a href={`mailto:${clinic.contactEmail}`} />,
  });
  const rich = (key: string) => (
    // biome-ignore lint/suspicious/noExplicitAny: keys are assembled from the typed section list above
    <Trans t={t} i18nKey={key as any} values={values} components={components} />
  );
  const { date } = loaderData;

  return (
    <article className={`container ${styles.page}`} aria-labelledby="privacy-heading">
      <header className={pageStyles.header}>
        <p className={text.eyebrow}>{clinic.name}</p>
        <h1 id="privacy-heading" className={pageStyles.heading}>
          {t("heading")}
        </h1>
        <p className={pageStyles.lead}>{rich("intro")}</p>
        <p className={styles.dates}>
          <span data-policy-updated>
            <Trans
              t={t}
              i18nKey="last_updated"
              values={{ date }}
              components={textTags({ time: <time dateTime={privacyPolicy.lastUpdated} /> })}
            />
          </span>
          <span data-policy-version>{t("version", { version: privacyPolicy.version })}</span>
        </p>
      </header>

      <div className={styles.layout}>
        <nav className={styles.toc} aria-labelledby="privacy-toc">
          <h2 id="privacy-toc" className={styles.tocTitle}>
            {t("toc")}
          </h2>
          <ol>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${anchor(section.id)}`}>
                  {t(`sections.${section.id}.title` as "sections.introduction.title")}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className={styles.sections}>
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={anchor(section.id)}
              className={styles.section}
              aria-labelledby={`${anchor(section.id)}-title`}
            >
              <h2 id={`${anchor(section.id)}-title`} className={styles.title}>
                <span className={styles.number}>{`${index + 1}.`}</span>{" "}
                {t(`sections.${section.id}.title` as "sections.introduction.title")}
              </h2>
              {section.blocks.map((block) =>
                block === controllersBlock ? (
                  <Controllers key="controllers" operators={loaderData.operators} />
                ) : typeof block === "string" ? (
                  <p key={block}>{rich(`sections.${section.id}.${block}`)}</p>
                ) : (
                  <ul key={block.join()}>
                    {block.map((item) => (
                      <li key={item}>{rich(`sections.${section.id}.${item}`)}</li>
                    ))}
                  </ul>
                ),
              )}
              {section.id === "changes" && (
                <button type="button" className={styles.settings} onClick={reopenConsent}>
                  {t("cookie_settings")}
                </button>
              )}
              <a className={styles.top} href="#privacy-toc">
                {t("back_to_top")}
              </a>
            </section>
          ))}
        </div>
      </div>
    </article>
  );
}
