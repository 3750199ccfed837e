import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icons";
import { clinic, whatsappUrl } from "~/config/clinic";
import styles from "./contact-section.module.css";
import { HomeSection } from "./home-section";

/** `#contactus`: the call-back request, with the clinic's direct channels beside it. */
export function ContactSection({ form }: { form?: React.ReactNode }) {
  const { t } = useTranslation(["home", "common"]);
  return (
    <HomeSection id="contactus" title={t("home:contact.title")} subtitle={t("home:contact.subtitle")}>
      <div className={styles.layout}>
        <div className={styles.form}>{form}</div>
        <aside className={styles.direct} aria-labelledby="contact-direct-title">
          <h3 id="contact-direct-title" className={styles.directTitle}>
            {t("home:contact.direct_title")}
          </h3>
          <p className={styles.muted}>{t("home:contact.direct_text")}</p>
          <a className={styles.channel} href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" />
            {t("common:footer.whatsapp")}
          </a>
          <a className={styles.channel} href={`mailto:${clinic.contactEmail}`}>
            <Icon name="mail" />
            {clinic.contactEmail}
          </a>
        </aside>
      </div>
    </HomeSection>
  );
}
