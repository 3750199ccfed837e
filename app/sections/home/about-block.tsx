import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { Icon } from "~/ui/icons";
import { ResponsiveImage } from "~/ui/responsive-image";
import styles from "./about-block.module.css";

const paragraphs = ["p1", "p2", "p3", "p4"] as const;

/** "Get to know us": an underlined link that unfolds the clinic's introduction, and folds it again. */
export function AboutBlock() {
  const { t } = useTranslation("home");
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);

  const close = () => {
    if (details.current) details.current.open = false;
    summary.current?.focus();
    summary.current?.scrollIntoView({ block: "nearest" });
  };

  return (
    <details ref={details} className={styles.about}>
      <summary ref={summary} className={styles.link}>
        {t("features.about_open")}
      </summary>
      <div className={styles.body}>
        <ResponsiveImage
          base="/images/home/about"
          widths={[640, 1024]}
          ratio={[4, 5]}
          sizes="(min-width: 1024px) 420px, 100vw"
          alt={t("features.about.image_alt")}
          className={styles.image}
        />
        <div className={styles.text}>
          <h3 className={styles.title}>{t("features.about.title")}</h3>
          {paragraphs.map((key) => (
            <p key={key}>{t(`features.about.${key}`, { name: clinic.name })}</p>
          ))}
          <button type="button" className={styles.close} onClick={close} aria-label={t("features.about_close")}>
            <Icon name="arrowUp" width={20} height={20} />
          </button>
        </div>
      </div>
    </details>
  );
}
