import { Trans, useTranslation } from "react-i18next";
import { clinic, telUrl } from "~/config/clinic";
import { accessibilityStatement, formatDay } from "~/config/legal";
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

/** The statement's sections, in order: paragraphs, and lists given as arrays of keys (`accessibility:<id>.<key>`). */
const sections = [
  { id: "status", blocks: ["p1", "p2"] },
  { id: "measures", blocks: ["intro", ["structure", "keyboard", "contrast", "motion", "no_script", "testing"]] },
  { id: "limitations", blocks: ["intro", ["scheduling", "external", "documents"]] },
  { id: "feedback", blocks: ["p1", "p2", "p3"] },
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
 * The accessibility statement (European Accessibility Act; Brazil's Lei Brasileira de Inclusão, art. 63): the WCAG
 * 2.2 AA target, what we do, what does not meet it yet, how to report a barrier, and when it was last reviewed.
 */
export default function Accessibility({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("accessibility");
  const values = { email: clinic.contactEmail, phone: clinic.telephone.display };
  const components = textTags({
    strong: <strong />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the address inside
    email: <a href={`mailto:${clinic.contactEmail}`} />,
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the number inside
    phone: <a href={telUrl()} />,
  });
  const rich = (key: string) => (
    // biome-ignore lint/suspicious/noExplicitAny: keys are assembled from the typed section list above
    <Trans t={t} i18nKey={key as any} values={values} components={components} />
  );
  const { date } = loaderData;

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
              typeof block === "string" ? (
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
