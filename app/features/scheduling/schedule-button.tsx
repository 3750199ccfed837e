import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "~/ui/icons";
import styles from "./schedule-button.module.css";
import { useBookingFormElement, useScheduling } from "./scheduling-context";

/** Whether the contact form is on screen (the floating button must not cover its fields). */
function useContactFormInView() {
  const [inView, setInView] = useState(false);
  const form = useBookingFormElement();
  useEffect(() => {
    if (!form || typeof IntersectionObserver === "undefined") return setInView(false);
    const observer = new IntersectionObserver(([entry]) => setInView(Boolean(entry?.isIntersecting)));
    observer.observe(form);
    return () => observer.disconnect();
  }, [form]);
  return inView;
}

/** The floating "Schedule now" button: a real button, reachable by keyboard, out of the form's way. */
export function FloatingScheduleButton() {
  const { t } = useTranslation();
  const scheduling = useScheduling();
  const hidden = useContactFormInView();
  return (
    <button
      type="button"
      className={styles.floating}
      onClick={scheduling.open}
      {...scheduling.opener}
      data-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      aria-hidden={hidden || undefined}
    >
      <Icon name="calendar" />
      <span>{t("cta.schedule_now")}</span>
    </button>
  );
}
