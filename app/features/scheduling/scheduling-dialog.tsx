import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { Icon } from "~/components/ui/icons";
import { clinic, whatsappUrl } from "~/config/clinic";
import { useSectionLink } from "~/hooks/use-section-link";
import styles from "./scheduling-dialog.module.css";

/**
 * "Schedule a meeting with us". Until the scheduling widget is embedded (its own issue), the
 * dialog offers the clinic's direct ways to book.
 */
export function SchedulingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const contact = useSectionLink("contactus", onClose);
  return (
    <Dialog open={open} onClose={onClose} title={t("scheduling.title")} closeLabel={t("scheduling.close")}>
      <p className={styles.intro}>{t("scheduling.intro")}</p>
      <ul className={styles.options}>
        <li>
          <a className={styles.option} href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" />
            {t("scheduling.whatsapp")}
          </a>
        </li>
        <li>
          <a className={styles.option} href={`mailto:${clinic.contactEmail}`}>
            <Icon name="mail" />
            {t("scheduling.email")}
          </a>
        </li>
        <li>
          <a className={styles.option} {...contact}>
            <Icon name="calendar" />
            {t("scheduling.contact_form")}
          </a>
        </li>
      </ul>
    </Dialog>
  );
}
