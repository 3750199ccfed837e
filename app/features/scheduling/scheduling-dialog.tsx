import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import { Dialog, type EarlyDialogState } from "~/ui/dialog";
import { prefillFrom, type VisitorDetails } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

// The widget's code (and the service's page) load only when a visitor opens the dialog.
const SchedulingEmbed = lazy(() => import("./scheduling-embed"));

interface SchedulingDialogProps extends EarlyDialogState {
  url: string;
  /** The page's form the visitor may have typed in (its name and e-mail go to the booking page), if any. */
  form: { details: () => VisitorDetails } | null;
}

/** "Schedule a meeting with us": our own dialog around the scheduling service's booking page. */
export function SchedulingDialog({ url, form, ...state }: SchedulingDialogProps) {
  const { open } = state;
  const { t } = useTranslation();
  const mode = useColorMode();
  // What the visitor typed, read each time the dialog opens, and again if the form's part registers it while the
  // dialog is open (a dialog opened before the app ran, dialog.tsx, may come before the form's part has hydrated).
  const prefill = useMemo(() => (open ? prefillFrom(form?.details() ?? {}) : {}), [open, form]);
  const loading = (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t("scheduling.loading")}
    </p>
  );
  return (
    <Dialog {...state} title={t("scheduling.title")} closeLabel={t("scheduling.close")} variant="wide">
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
