import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import { Dialog } from "~/ui/dialog";
import { prefillFrom, type VisitorDetails } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

// The widget's code (and the service's page) load only when a visitor opens the dialog.
const SchedulingEmbed = lazy(() => import("./scheduling-embed"));

interface SchedulingDialogProps {
  /** The id by which the page's inline script opens the dialog before the app runs (dialog.tsx). */
  id: string;
  open: boolean;
  onClose: () => void;
  onOpenedEarly: () => void;
  url: string;
  /** What the visitor typed in a form of the page, if any. */
  visitor: () => VisitorDetails;
}

/** "Schedule a meeting with us": our own dialog around the scheduling service's booking page. */
export function SchedulingDialog({ id, open, onClose, onOpenedEarly, url, visitor }: SchedulingDialogProps) {
  const { t } = useTranslation();
  const mode = useColorMode();
  // What the visitor typed, read once each time the dialog opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only when the dialog opens
  const prefill = useMemo(() => (open ? prefillFrom(visitor()) : {}), [open]);
  const loading = (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t("scheduling.loading")}
    </p>
  );
  return (
    <Dialog
      id={id}
      open={open}
      onClose={onClose}
      onOpenedEarly={onOpenedEarly}
      title={t("scheduling.title")}
      closeLabel={t("scheduling.close")}
      variant="wide"
    >
      <p className={styles.note}>{t("scheduling.provider_note")}</p>
      {open ? (
        <Suspense fallback={loading}>
          <SchedulingEmbed url={url} mode={mode} prefill={prefill} />
        </Suspense>
      ) : (
        // What a dialog opened before the app runs shows (dialog.tsx): the booking page is on its way.
        loading
      )}
    </Dialog>
  );
}
