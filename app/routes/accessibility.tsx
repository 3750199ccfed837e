import { Trans, useTranslation } from "react-i18next";
import { clinic, telUrl } from "~/config/clinic";
import { accessibilityStatement, formatDay } from "~/config/legal";
import { useLocations } from "~/hooks/use-locations";
import { locales } from "~/i18n/languages";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { textTags } from "~/i18n/text-tags";
import { pageHandle } from "~/pages";
import pageStyles from "~/sections/layout/page.module.css";
import styles from "~/sections/legal/legal.module.css";
import { pageMeta } from "~/seo/page-meta";
import text from "~/ui/text.module.css";
import type { Route } from "./+types/accessibility";

/**
 * The statement's sections, in order: paragraphs, lists given as arrays of keys (`accessibility:<id>.<key>`), and
 * the two lists made from the clinic's data: each clinic's phone, and each country's enforcement body.
 */
const sections = [
  { id: "status", blocks: ["p1", "p2"] },
  { id: "measures", blocks: ["intro", ["structure", "keyboard", "contrast", "motion", "no_script", "testing"]] },
  { id: "limitations", blocks: ["intro", ["scheduling", "external", "documents"]] },
  { id: "feedback", blocks: ["p1", "phones", "p2", "p3", "enforcement"] },
  { id: "preparation", blocks: ["p1"] },
] as const;

export const handle = pageHandle("accessibility");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "accessibility" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "accessibility");
  const t = serverT(page.language, "accessibility");
  return {
    ...page,
    // Written out by the server: a phone's first Intl.DateTimeFormat costs about 100 ms of its start-up.
    date: formatDay(accessibilityStatement.lastReviewed, locales[page.language]),
    meta: {
      title: `${t("meta.title")} | ${clinic.name}`,
      description: t("meta.description", { name: clinic.name }),
    },
  };
}

/**
 * The accessibility statement (European Accessibility Act; Brazil's Lei Brasileira de Inclusão, art. 63): the level
 * required (EN 301 549, which cites WCAG 2.1 AA) and the WCAG 2.2 AA target, what we do, what does not meet it yet,
 * how to report a barrier (each clinic's phone), each country's enforcement body, and when it was last reviewed.
 */
export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accessibility");
  const { t: common } = useTranslation("common");
  const values = { email: clinic.contactEmail };
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
  // One phone per clinic shown, and each country's body once, in the clinics' order.
  const locations = useLocations();
  const countries = [...new Set(locations.map((location) => location.country))];
  const lists = {
    phones: locations.map((location) => (
      <li key={location.id} data-feedback-phone={location.country}>
        <Trans
          t={t}
          i18nKey="feedback.phone"
          values={{ city: common(`cities.${location.id}` as "cities.lisbon"), phone: location.telephone.display }}
          components={textTags({
            // biome-ignore lint/a11y/useAnchorContent: Trans puts the number inside
            phone: <a href={telUrl(location.telephone)} />,
          })}
        />
      </li>
    )),
    enforcement: countries.map((country) => (
      <li key={country} data-enforcement={country}>
        <Trans
          t={t}
          i18nKey={`enforcement.${country}`}
          components={textTags({
            authority: (
              // biome-ignore lint/a11y/useAnchorContent: Trans puts the body's name inside
              <a href={accessibilityStatement.enforcement[country]} target="_blank" rel="noopener noreferrer" />
            ),
          })}
        />
      </li>
    )),
  };

  return (
    <article className={`container ${styles.page}`} aria-labelledby="accessibility-heading">
      <header className={pageStyles.header}>
        <p className={text.eyebrow}>{clinic.name}</p>
        <h1 id="accessibility-heading" className={pageStyles.heading}>
          {t("heading")}
        </h1>
        <p className={pageStyles.lead}>{t("intro")}</p>
        <p className={styles.dates} data-reviewed>
          <Trans
            t={t}
            i18nKey="reviewed"
            values={{ date }}
            components={textTags({ time: <time dateTime={accessibilityStatement.lastReviewed} /> })}
          />
        </p>
      </header>

      <div className={styles.sections}>
        {sections.map((section) => (
          <section key={section.id} className={styles.section} aria-labelledby={`accessibility-${section.id}`}>
            <h2 id={`accessibility-${section.id}`} className={styles.title}>
              {t(`${section.id}.title`)}
            </h2>
            {section.blocks.map((block) =>
              block === "phones" || block === "enforcement" ? (
                <ul key={block}>{lists[block]}</ul>
              ) : typeof block === "string" ? (
                <p key={block}>{rich(`${section.id}.${block}`)}</p>
              ) : (
                <ul key={block.join()}>
                  {block.map((item) => (
                    <li key={item}>{rich(`${section.id}.${item}`)}</li>
                  ))}
                </ul>
              ),
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
