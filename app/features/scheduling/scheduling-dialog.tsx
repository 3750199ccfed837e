import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/ui/dialog";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import styles from "./scheduling-dialog.module.css";

// The widget's code (and the service's page) load only when a visitor opens the dialog.
const SchedulingEmbed = lazy(() => import("./scheduling-embed"));

/** "Schedule a meeting with us": our own dialog around the scheduling service's booking page. */
export function SchedulingDialog({ open, onClose, url }: { open: boolean; onClose: () => void; url: string }) {
  const { t } = useTranslation();
  const mode = useColorMode();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t("scheduling.title")}
      closeLabel={t("scheduling.close")}
      variant="wide"
    >
      <p className={styles.note}>{t("scheduling.provider_note")}</p>
      {open && (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t("scheduling.loading")}
            </p>
          }
        >
          <SchedulingEmbed url={url} mode={mode} />
        </Suspense>
      )}
    </Dialog>
  );
}
