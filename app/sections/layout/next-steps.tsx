import { useTranslation } from "react-i18next";
import { whatsappUrl } from "~/config/clinic";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { useSectionLink } from "~/hooks/use-section-link";
import buttons from "~/ui/button.module.css";
import { Icon } from "~/ui/icons";
import styles from "./next-steps.module.css";

/** The close of an inner page: book a consultation, ask for a call back, or write on WhatsApp. */
export function NextSteps({ id, title, text }: { id: string; title: string; text: string }) {
  const { t } = useTranslation();
  const scheduling = useScheduling();
  const callBack = useSectionLink("contactus");
  return (
    <section className={styles.next} aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={scheduling.open} {...scheduling.opener}>
          <Icon name="calendar" width={18} height={18} />
          {t("next_steps.book")}
        </button>
        <a className={buttons.secondary} {...callBack}>
          <Icon name="phone" width={18} height={18} />
          {t("next_steps.call_back")}
        </a>
        <a className={buttons.secondary} href={whatsappUrl()} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" width={18} height={18} />
          {t("next_steps.whatsapp")}
        </a>
      </div>
    </section>
  );
}
