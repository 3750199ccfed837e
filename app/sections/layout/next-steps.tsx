import { useTranslation } from "react-i18next";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { useSectionLink } from "~/hooks/use-section-link";
import { useWhatsAppChats } from "~/hooks/use-whatsapp-chats";
import buttons from "~/ui/button.module.css";
import { Icon } from "~/ui/icons";
import styles from "./next-steps.module.css";

/** The close of an inner page: book a consultation, ask for a call back, or write on WhatsApp. */
export function NextSteps({
  id,
  title,
  text,
  clinics,
}: {
  id: string;
  title: string;
  text: string;
  /** The clinics that offer what the page presents (a treatment's): only their chats. */
  clinics?: readonly string[];
}) {
  const { t } = useTranslation();
  const scheduling = useScheduling();
  const callBack = useSectionLink("contactus");
  const chats = useWhatsAppChats(clinics);
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
        {/* The clinic of the page's language, else each clinic by its city (hooks/use-whatsapp-chats.ts). */}
        {chats.map(({ id, city, href }) => (
          <a key={id} className={buttons.secondary} href={href} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" width={18} height={18} />
            {chats.length > 1 ? t("footer.whatsapp_in", { ns: "common", city }) : t("next_steps.whatsapp")}
          </a>
        ))}
      </div>
    </section>
  );
}
