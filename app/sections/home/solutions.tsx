import { useTranslation } from "react-i18next";
import { FadeIn } from "~/ui/fade-in";
import { Icon } from "~/ui/icons";
import { ResponsiveImage } from "~/ui/responsive-image";
import styles from "./solutions.module.css";

const points = ["assessment", "plan", "follow_up"] as const;

/** How the clinic works, beside the hero's large image. */
export function Solutions() {
  const { t } = useTranslation("home");
  return (
    <section className={`container ${styles.solutions}`} aria-labelledby="solutions-title">
      <FadeIn className={styles.text}>
        <h2 id="solutions-title" className={styles.title}>
          {t("solutions.title")}
        </h2>
        <p className={styles.lead}>{t("solutions.text")}</p>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>
              <Icon name="check" width={18} height={18} />
              {t(`solutions.points.${point}`)}
            </li>
          ))}
        </ul>
      </FadeIn>
      <FadeIn duration={1500} className={styles.figure}>
        <ResponsiveImage
          base="/images/home/hero"
          widths={[640, 1024, 1600]}
          ratio={[4, 3]}
          sizes="(min-width: 1024px) 600px, 100vw"
          alt={t("solutions.image_alt")}
          className={styles.image}
        />
      </FadeIn>
    </section>
  );
}
