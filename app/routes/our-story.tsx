import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clinic } from "~/config/clinic";
import { localizedPath } from "~/i18n/localized-path";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { useLanguage } from "~/i18n/use-language";
import { pageHandle } from "~/pages";
import { NextSteps } from "~/sections/layout/next-steps";
import pageStyles from "~/sections/layout/page.module.css";
import { pageMeta } from "~/seo/page-meta";
import { Icon } from "~/ui/icons";
import { ResponsiveImage } from "~/ui/responsive-image";
import text from "~/ui/text.module.css";
import type { Route } from "./+types/our-story";
import styles from "./our-story.module.css";

const chapters = ["beginning", "atlantic", "today"] as const;
const values = ["time", "honesty", "plan"] as const;

export const handle = pageHandle("ourStory");

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "ourStory" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "ourStory");
  const t = serverT(page.language, "story");
  return {
    ...page,
    meta: {
      title: `${t("meta.title")} | ${clinic.name}`,
      description: t("meta.description", { name: clinic.name }),
    },
  };
}

/** Our story: how the clinic began and grew, in three chapters with images. */
export default function OurStory() {
  const { t } = useTranslation("story");
  const language = useLanguage();
  return (
    <article className={`container ${styles.page}`} aria-labelledby="story-heading">
      <header className={pageStyles.header}>
        <p className={text.eyebrow}>{t("eyebrow", { year: clinic.foundedYear })}</p>
        <h1 id="story-heading" className={pageStyles.heading}>
          {t("heading")}
        </h1>
        <p className={pageStyles.lead}>{t("intro", { name: clinic.name })}</p>
      </header>

      {chapters.map((chapter, index) => (
        <section key={chapter} className={styles.chapter} aria-labelledby={`story-${chapter}`}>
          <ResponsiveImage
            base={`/images/story/${chapter}`}
            widths={[640, 1200]}
            ratio={[3, 2]}
            sizes="(min-width: 960px) 560px, 100vw"
            alt={t(`chapters.${chapter}.image_alt`)}
            eager={index === 0}
            className={styles.image}
          />
          <div className={styles.text}>
            <h2 id={`story-${chapter}`} className={styles.title}>
              {t(`chapters.${chapter}.title`)}
            </h2>
            <p>{t(`chapters.${chapter}.p1`, { year: clinic.foundedYear })}</p>
            <p>{t(`chapters.${chapter}.p2`)}</p>
          </div>
        </section>
      ))}

      <section className={styles.values} aria-labelledby="story-values">
        <h2 id="story-values" className={styles.title}>
          {t("values.title")}
        </h2>
        <ul>
          {values.map((value) => (
            <li key={value}>
              <Icon name="check" width={20} height={20} />
              {t(`values.${value}`)}
            </li>
          ))}
        </ul>
        <Link to={localizedPath(language, "/about-us")} className={styles.director}>
          {t("cta_director")}
          <Icon name="arrowRight" width={18} height={18} />
        </Link>
      </section>

      <NextSteps id="story-next" title={t("cta_title")} text={t("cta_text", { name: clinic.name })} />
    </article>
  );
}
