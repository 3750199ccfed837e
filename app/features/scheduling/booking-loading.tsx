import { useTranslation } from "react-i18next";
import styles from "./scheduling-dialog.module.css";

/** The booking dialog's line while the booking page is on its way. */
export function BookingLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t("scheduling.loading")}
    </p>
  );
}
