import { useTranslation } from "react-i18next";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { useSectionLink } from "~/hooks/use-section-link";
import buttons from "~/ui/button.module.css";
import { Icon } from "~/ui/icons";
import styles from "./hero.module.css";
import { HeroVideo } from "./hero-video";

/** The first screen: the video behind the page's title, subtitle and the two calls to action. */
export function Hero() {
  const { t } = useTranslation("home");
  const scheduling = useScheduling();
  const services = useSectionLink("services");
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <HeroVideo />
      <div className={`container ${styles.content}`}>
        <p className={styles.eyebrow}>{t("hero.eyebrow")}</p>
        <h1 id="hero-title" className={styles.title}>
          {t("hero.title")}
        </h1>
        <p className={styles.subtitle}>{t("hero.subtitle")}</p>
        <div className={styles.actions}>
          <button type="button" className={buttons.primary} onClick={scheduling.open} {...scheduling.opener}>
            <Icon name="calendar" width={18} height={18} />
            {t("hero.cta_primary")}
          </button>
          <a className={buttons.onMedia} {...services}>
            {t("hero.cta_secondary")}
            <Icon name="arrowRight" width={18} height={18} />
          </a>
        </div>
      </div>
    </section>
  );
}
