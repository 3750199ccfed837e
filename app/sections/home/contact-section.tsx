import { useTranslation } from "react-i18next";
import { clinic, telUrl, whatsappUrl } from "~/config/clinic";
import { useLocations } from "~/hooks/use-locations";
import { ClosureNotes } from "~/ui/closure-notes";
import { Icon } from "~/ui/icons";
import styles from "./contact-section.module.css";
import { HomeSection } from "./home-section";

/** `#contactus`: the call-back request, with the clinic's direct channels beside it. */
export function ContactSection({ form }: { form?: React.ReactNode }) {
  const { t } = useTranslation(["home", "common"]);
  const locations = useLocations();
  return (
    <HomeSection id="contactus" title={t("home:contact.title")} subtitle={t("home:contact.subtitle")}>
      <div className={styles.layout}>
        {/* `#contact` too: the address people guess (the section keeps the specification's `#contactus`). */}
        <div id="contact" className={styles.form}>
          {form}
        </div>
        <aside className={styles.direct} aria-labelledby="contact-direct-title">
          <h3 id="contact-direct-title" className={styles.directTitle}>
            {t("home:contact.direct_title")}
          </h3>
          <p className={styles.muted}>{t("home:contact.direct_text")}</p>
          <ul className={styles.phones} aria-label={t("home:contact.phones")}>
            {locations.map((location) => (
              <li key={location.id}>
                <a className={styles.channel} href={telUrl(location.telephone)}>
                  <Icon name="phone" />
                  <span>
                    <span className={styles.city}>{t(`common:cities.${location.id}`)}</span>{" "}
                    {location.telephone.display}
                  </span>
                </a>
                {location.whatsapp && (
                  <a
                    className={styles.channel}
                    href={whatsappUrl(location.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="whatsapp" />
                    {t("common:footer.whatsapp_in", { city: t(`common:cities.${location.id}`) })}
                  </a>
                )}
                <ClosureNotes closures={location.closures} className={styles.closure} />
              </li>
            ))}
          </ul>
          <a className={styles.channel} href={`mailto:${clinic.contactEmail}`}>
            <Icon name="mail" />
            {clinic.contactEmail}
          </a>
        </aside>
      </div>
    </HomeSection>
  );
}
