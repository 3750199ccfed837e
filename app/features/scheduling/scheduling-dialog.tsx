import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, type EarlyDialogState } from "~/ui/dialog";
import { BookingLoading } from "./booking-loading";
import type { VisitorDetails } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

// Which clinic, the widget's code and the service's page: fetched when the browser is idle after start-up
// (scheduling-context.tsx), shown, and the service's page loaded, only when a visitor opens the dialog.
const SchedulingBooking = lazy(() => import("./scheduling-embed"));

interface SchedulingDialogProps extends EarlyDialogState {
  /** The clinic booked with (its id) has no booking page: the contact form takes the request, that clinic chosen. */
  onNoBookingPage: (clinic: string) => void;
  /** The page's form the visitor may have typed in (its name and e-mail go to the booking page), if any. */
  form: { details: () => VisitorDetails } | null;
}

/**
 * "Schedule a meeting with us": our own dialog around the booking page of a clinic (scheduling-embed.tsx: each clinic
 * books as itself).
 */
export function SchedulingDialog({ onNoBookingPage, form, ...state }: SchedulingDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog {...state} title={t("scheduling.title")} closeLabel={t("scheduling.close")} variant="wide">
      <p className={styles.note}>{t("scheduling.provider_note")}</p>
      {state.open ? (
        <Suspense fallback={<BookingLoading />}>
          <SchedulingBooking onNoBookingPage={onNoBookingPage} form={form} />
        </Suspense>
      ) : (
        // What a dialog opened before the app runs shows (dialog.tsx): the booking page is on its way.
        <BookingLoading />
      )}
    </Dialog>
  );
}
