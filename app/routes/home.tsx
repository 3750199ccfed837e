import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { HomeSection } from "~/components/home/home-section";
import { clinic } from "~/config/clinic";
import { publicSettings } from "~/config/env.server";
import { type ScrollToSection, scrollToSection } from "~/hooks/use-section-link";
import { serverT } from "~/i18n/resources.server";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/home";
import styles from "./home.module.css";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: "/" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, ["home"]);
  const t = serverT(page.language, "home");
  return {
    ...page,
    meta: {
      settings: publicSettings(),
      language: page.language,
      title: t("meta.title", { name: clinic.name }),
      description: t("meta.description"),
    },
  };
}

export default function Home() {
  const { t } = useTranslation("home");
  const location = useLocation();

  // A section chosen in the menu of another page: scroll to it once the home page is shown.
  useEffect(() => {
    const target = (location.state as ScrollToSection | null)?.scrollTo;
    if (target) requestAnimationFrame(() => scrollToSection(target));
  }, [location.state]);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>{t("hero.title")}</h1>
          <p className={styles.subtitle}>{t("hero.subtitle")}</p>
        </div>
      </section>
      <HomeSection id="features" title={t("features.title", { name: clinic.name })} subtitle={t("features.subtitle")} />
      <HomeSection id="services" title={t("services.title")} subtitle={t("services.subtitle")} />
      <HomeSection id="contactus" title={t("contact.title")} subtitle={t("contact.subtitle")} />
    </>
  );
}
