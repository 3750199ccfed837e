import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { serviceCards, serviceImageWidths } from "~/config/services";
import { groupOf, isTreatmentKey, relatedTreatments, type TreatmentKey, testKeys } from "~/config/treatments";
import { decodeCustomDescription } from "~/features/treatments/custom-description.server";
import { useSectionLink } from "~/hooks/use-section-link";
import type { Language } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { useLanguage } from "~/i18n/use-language";
import { pageHandle } from "~/pages";
import { NextSteps } from "~/sections/layout/next-steps";
import { pageMeta } from "~/seo/page-meta";
import { treatmentData } from "~/seo/structured-data.server";
import { Icon } from "~/ui/icons";
import text from "~/ui/text.module.css";
import { ThemedImage } from "~/ui/themed-image";
import type { Route } from "./+types/treatment";
import styles from "./treatment.module.css";

const steps = ["consultation", "plan", "treatment", "follow_up"] as const;
const testSteps = ["consultation", "sample", "laboratory", "results"] as const;

export const handle = pageHandle("treatment");

export const meta: Route.MetaFunction = ({ loaderData, matches, params }) =>
  pageMeta({
    matches,
    ...loaderData.meta,
    page: "treatment",
    params,
  });

/** The first sentence of a text, for a short teaser. */
const firstSentence = (value: string) => value.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? value;

export function loader({ context, params }: Route.LoaderArgs) {
  const parameter = params.service;
  const custom = isTreatmentKey(parameter) ? undefined : decodeCustomDescription(parameter);
  if (!isTreatmentKey(parameter) && !custom) throw new Response(null, { status: 404, statusText: "Not Found" });

  const data = pageData(context, "treatment");
  const treatments = serverT(data.language, "treatments");
  const pageTexts = serverT(data.language, "treatment");
  const meta = custom
    ? {
        // Not indexed: the tab shows the heading, but nothing the address says goes into the page's description
        // or its social cards.
        title: `${custom.title} | ${clinic.name}`,
        description: "",
        noindex: {
          title: clinic.name,
          description: serverT(data.language, "home")("meta.description"),
        },
      }
    : treatmentMeta(data.language, parameter as TreatmentKey, treatments, pageTexts);
  // Only the treatments this page shows travel with it (the rest stay on the server).
  const shown = custom ? [] : [parameter as TreatmentKey, ...relatedTreatments(parameter as TreatmentKey)];
  const all = (data.i18n.treatments ?? {}) as Record<string, unknown>;
  return {
    ...data,
    i18n: { ...data.i18n, treatments: Object.fromEntries(shown.map((key) => [key, all[key]])) },
    page: custom
      ? ({ kind: "custom", ...custom } as const)
      : ({
          kind: "treatment",
          treatment: parameter as TreatmentKey,
          group: groupOf(parameter as TreatmentKey),
          related: relatedTreatments(parameter as TreatmentKey),
        } as const),
    meta,
  };
}

/** Title, description and structured data of a treatment's page. */
function treatmentMeta(
  language: Language,
  key: TreatmentKey,
  treatments: ReturnType<typeof serverT<"treatments">>,
  pageTexts: ReturnType<typeof serverT<"treatment">>,
) {
  const name = treatments(`${key}.title`);
  const description = treatments(`${key}.summary`);
  return {
    title: `${treatments(`${key}.page_title`)} | ${clinic.name}`,
    description,
    structuredData: treatmentData(getEnv().SITE_URL, language, key, {
      name,
      description,
      home: pageTexts("home"),
      treatments: pageTexts("treatments"),
    }),
  };
}

/** A treatment's own page, or a description passed in the address (shown as plain text). */
export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["treatment", "treatments", "common"]);
  const language = useLanguage();
  const services = useSectionLink("services");
  const { page } = loaderData;
  const title = page.kind === "custom" ? page.title : t(`treatments:${page.treatment}.title`);
  const description = page.kind === "custom" ? page.description : t(`treatments:${page.treatment}.description`);
  const isTest = page.kind === "treatment" && testKeys.includes(page.treatment);

  return (
    <article className={`container ${styles.page}`} aria-labelledby="service-heading">
      <nav aria-label={t("treatment:breadcrumb")} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to={localizedPath(language, "/")}>{t("treatment:home")}</Link>
          </li>
          <li>
            <a {...services}>{t("treatment:treatments")}</a>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>

      <div className={styles.intro}>
        <header className={styles.header}>
          <p className={text.eyebrow}>
            {page.kind === "custom" ? t("treatment:eyebrow") : t(`treatment:groups.${page.group}`)}
          </p>
          <h1 id="service-heading" className={styles.heading}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
          {page.kind === "custom" && <p className={styles.note}>{t("treatment:custom_note")}</p>}
        </header>
        {page.kind === "treatment" && (
          <div className={styles.media}>
            <ThemedImage
              base={serviceCards.find((card) => card.id === page.group)?.image ?? ""}
              widths={serviceImageWidths}
              ratio={[5, 4]}
              sizes="(min-width: 1024px) 400px, 100vw"
              alt=""
              className={styles.image}
            />
          </div>
        )}
      </div>

      <section className={styles.expect} aria-labelledby="service-expect">
        <h2 id="service-expect" className={styles.title}>
          {t("treatment:expect.title")}
        </h2>
        <ol className={styles.steps}>
          {isTest
            ? testSteps.map((step) => (
                <li key={step}>
                  <h3>{t(`treatment:expect_test.${step}.title`)}</h3>
                  <p>{t(`treatment:expect_test.${step}.text`)}</p>
                </li>
              ))
            : steps.map((step) => (
                <li key={step}>
                  <h3>{t(`treatment:expect.${step}.title`)}</h3>
                  <p>{t(`treatment:expect.${step}.text`)}</p>
                </li>
              ))}
        </ol>
      </section>

      <NextSteps
        id="service-next"
        title={t(isTest ? "treatment:next.title_test" : "treatment:next.title")}
        text={t("treatment:next.text")}
      />

      {page.kind === "treatment" && (
        <section className={styles.related} aria-labelledby="service-related">
          <h2 id="service-related" className={styles.title}>
            {t("treatment:related.title")}
          </h2>
          <ul className={styles.cards}>
            {page.related.map((key) => (
              <li key={key}>
                <Link to={localizedPath(language, `/service/${key}`)} className={styles.card}>
                  <span className={styles.cardTitle}>{t(`treatments:${key}.title`)}</span>
                  <span className={styles.cardText}>{firstSentence(t(`treatments:${key}.description`))}</span>
                  <Icon name="arrowRight" width={18} height={18} className={styles.cardArrow} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <a className={styles.back} {...services}>
        <Icon name="arrowLeft" width={18} height={18} />
        {t("treatment:back")}
      </a>
    </article>
  );
}
