import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { siteUrl } from "~/config/env.server";
import { serviceCards, serviceImageWidths } from "~/config/services";
import { availabilityData, imageAltField, relatedOf, type TreatmentRecord } from "~/config/treatment-catalogue";
import { isTreatmentKey, textKeyOfSlug, treatmentSlug } from "~/config/treatments";
import {
  clinicLocations,
  shownTreatmentOfSlug,
  treatmentCatalogue,
  treatmentQuestions,
} from "~/features/records/record-state.server";
import { decodeCustomDescription } from "~/features/treatments/custom-description.server";
import { TreatmentAvailability, useTreatmentAvailability } from "~/features/treatments/treatment-availability";
import { useSectionLink } from "~/hooks/use-section-link";
import { defaultLanguage, type Language } from "~/i18n/languages";
import { localizedPath, splitLanguagePath } from "~/i18n/localized-path";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { useLanguage } from "~/i18n/use-language";
import { pageHandle, servicePath, treatmentPath } from "~/pages";
import { NextSteps } from "~/sections/layout/next-steps";
import { pageMeta } from "~/seo/page-meta";
import { treatmentData } from "~/seo/structured-data.server";
import { Icon } from "~/ui/icons";
import text from "~/ui/text.module.css";
import { ThemedImage } from "~/ui/themed-image";
import { UploadedPicture } from "~/ui/uploaded-picture";
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

/** A treatment's `image_alt` text, from its texts in the page's language. */
const imageAlt = (texts: unknown) => {
  const alt = (texts as Record<string, unknown> | undefined)?.[imageAltField];
  return typeof alt === "string" ? alt : "";
};

/** The first sentence of a text, for a short teaser. */
const firstSentence = (value: string) => value.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? value;

export function loader({ context, params, url }: Route.LoaderArgs) {
  const parameter = params.service;
  // A key whose public slug differs (one that named a medicine's brand) has moved to its slug's address for good.
  if (isTreatmentKey(parameter) && treatmentSlug(parameter) !== parameter) {
    const language = splitLanguagePath(url.pathname).prefix ?? defaultLanguage;
    throw redirect(`${localizedPath(language, treatmentPath(parameter))}${url.search}`, 301);
  }
  // A treatment the catalogue shows now (the clinic may add or hide one: config/treatment-catalogue.ts).
  const record = shownTreatmentOfSlug(parameter);
  const custom = record ? undefined : decodeCustomDescription(parameter);
  if (!record && !custom) throw new Response(null, { status: 404, statusText: "Not Found" });

  const data = pageData(context, "treatment");
  const treatments = serverT(data.language, "treatments");
  const pageTexts = serverT(data.language, "treatment");
  // Only the treatments this page shows travel with it (the rest stay on the server), by slug: the page's data
  // is as public as its address.
  const related = record ? relatedOf(treatmentCatalogue(), record) : [];
  const shown = record ? [record, ...related] : [];
  const all = (data.i18n.treatments ?? {}) as Record<string, unknown>;
  // Its questions and answers, whose words are the page's texts (those of the other treatments stay on the server).
  const questions = record ? treatmentQuestions(record.key).map(({ id }) => id) : [];
  const { faq = {}, ...pageBundle } = (data.i18n.treatment ?? {}) as Record<string, unknown> & {
    faq?: Record<string, unknown>;
  };
  const i18n = {
    ...data.i18n,
    treatment: { ...pageBundle, faq: Object.fromEntries(questions.map((id) => [id, faq[id]])) },
    treatments: Object.fromEntries(shown.map((item) => [item.slug, all[item.key]])),
  };
  if (record) {
    return {
      ...data,
      i18n,
      // What the page needs to know of the treatment comes from here: the catalogue stays on the server.
      page: {
        kind: "treatment",
        slug: parameter,
        // Its name in this language, which booking from the page passes to the booking page.
        title: treatments(`${record.key}.title`),
        group: record.groups[0] ?? "aesthetic_medicine",
        test: record.test,
        related: related.map(({ slug }) => slug),
        availability: availabilityData(record, clinicLocations(), data.language),
        // Its own picture, and its description in this language (a text the clinic wrote: none in the repository).
        image: record.image ? { id: record.image, alt: imageAlt(all[record.key]) } : null,
        questions,
      } as const,
      meta: treatmentMeta(data.language, record, treatments, pageTexts),
    };
  }
  const { title = "", description = "" } = custom ?? {};
  return {
    ...data,
    i18n,
    page: { kind: "custom", title, description } as const,
    meta: {
      // Not indexed: the tab shows the heading, but nothing the address says goes into the page's description
      // or its social cards.
      title: `${title} | ${clinic.name}`,
      description: "",
      noindex: { title: clinic.name, description: serverT(data.language, "home")("meta.description") },
    },
  };
}

/** Title, description and structured data of a treatment's page. */
function treatmentMeta(
  language: Language,
  record: TreatmentRecord,
  treatments: ReturnType<typeof serverT<"treatments">>,
  pageTexts: ReturnType<typeof serverT<"treatment">>,
) {
  const name = treatments(`${record.key}.title`);
  const description = treatments(`${record.key}.summary`);
  return {
    title: `${treatments(`${record.key}.page_title`)} | ${clinic.name}`,
    description,
    structuredData: treatmentData(siteUrl(), language, record, clinicLocations(), {
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
  // The key of its texts (the page's data carries them by slug; i18n.ts keys them back).
  const key = page.kind === "treatment" ? textKeyOfSlug(page.slug) : undefined;
  const custom = page.kind === "custom" ? page : undefined;
  const title = key ? t(`treatments:${key}.title`) : (custom?.title ?? "");
  const description = key ? t(`treatments:${key}.description`) : (custom?.description ?? "");
  const group = page.kind === "treatment" ? page.group : undefined;
  const isTest = page.kind === "treatment" && page.test;
  // Not offered everywhere: the call to action names the clinics that offer it, never invites a booking elsewhere.
  const availability = useTreatmentAvailability(page.kind === "treatment" ? page.availability : undefined);

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
          <p className={text.eyebrow}>{group ? t(`treatment:groups.${group}`) : t("treatment:eyebrow")}</p>
          <h1 id="service-heading" className={styles.heading}>
            {title}
          </h1>
          {description && <p className={styles.description}>{description}</p>}
          {page.kind === "treatment" && <TreatmentAvailability availability={page.availability} />}
          {custom && <p className={styles.note}>{t("treatment:custom_note")}</p>}
        </header>
        {key && page.kind === "treatment" && page.image ? (
          // Its own picture is content (described in its texts): shown on a phone too, under the heading.
          <div className={`${styles.media} ${styles.ownMedia}`}>
            <UploadedPicture
              id={page.image.id}
              kind="treatment"
              sizes="(min-width: 1024px) 448px, 100vw"
              alt={page.image.alt}
              className={styles.image}
            />
          </div>
        ) : (
          group && (
            <div className={styles.media}>
              <ThemedImage
                base={serviceCards.find((card) => card.id === group)?.image ?? ""}
                widths={serviceImageWidths}
                ratio={[5, 4]}
                sizes="(min-width: 1024px) 400px, 100vw"
                alt=""
                className={styles.image}
              />
            </div>
          )
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

      {page.kind === "treatment" && page.questions.length > 0 && (
        <section className={styles.questions} aria-labelledby="service-questions">
          <h2 id="service-questions" className={styles.title}>
            {t("treatment:questions_title")}
          </h2>
          {/* An accordion of native disclosures: each opens and closes without JavaScript, and find-in-page opens it. */}
          {page.questions.map((id) => (
            <details key={id} className={styles.question}>
              <summary>{t(`treatment:faq.${id}.question` as "treatment:home")}</summary>
              {t(`treatment:faq.${id}.answer` as "treatment:home")
                .split("\n")
                .map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
            </details>
          ))}
        </section>
      )}

      <NextSteps
        id="service-next"
        title={t(isTest ? "treatment:next.title_test" : "treatment:next.title")}
        text={availability.book ?? t("treatment:next.text")}
        clinics={page.kind === "treatment" ? page.availability.offered : undefined}
      />

      {key && page.kind === "treatment" && (
        <section className={styles.related} aria-labelledby="service-related">
          <h2 id="service-related" className={styles.title}>
            {t("treatment:related.title")}
          </h2>
          <ul className={styles.cards}>
            {page.related
              .map((slug) => ({ slug, related: textKeyOfSlug(slug) }))
              .map(({ slug, related }) => (
                <li key={slug}>
                  <Link to={localizedPath(language, servicePath(slug))} className={styles.card}>
                    <span className={styles.cardTitle}>{t(`treatments:${related}.title`)}</span>
                    <span className={styles.cardText}>{firstSentence(t(`treatments:${related}.description`))}</span>
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
