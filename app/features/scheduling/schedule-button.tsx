import { useTranslation } from "react-i18next";
import { Icon } from "~/components/ui/icons";
import styles from "./schedule-button.module.css";
import { useScheduling } from "./scheduling-context";

/** The floating "Schedule now" button: a real button, reachable by keyboard, always in reach. */
export function FloatingScheduleButton() {
  const { t } = useTranslation();
  const scheduling = useScheduling();
  return (
    <button type="button" className={styles.floating} onClick={scheduling.open}>
      <Icon name="calendar" />
      <span>{t("cta.schedule_now")}</span>
    </button>
  );
}
