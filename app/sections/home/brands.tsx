import { useTranslation } from "react-i18next";
import type { SitePartner } from "~/features/records/kinds/partners.server";
import { FadeIn } from "~/ui/fade-in";
import styles from "./brands.module.css";
import { PartnerCarousel } from "./partner-carousel";

/** "We work with leading brands": the partner carousel under its heading. */
export function Brands({ partners }: { partners: readonly SitePartner[] }) {
  const { t } = useTranslation("home");
  return (
    <section className={`container ${styles.brands}`} aria-labelledby="brands-title">
      <FadeIn className={styles.header}>
        <h2 id="brands-title" className={styles.title}>
          {t("brands.title")}
        </h2>
        <p className={styles.subtitle}>{t("brands.subtitle")}</p>
      </FadeIn>
      <PartnerCarousel partners={partners} />
    </section>
  );
}
