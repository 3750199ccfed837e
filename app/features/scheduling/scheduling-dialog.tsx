import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import { useLanguage } from "~/i18n/use-language";
import { Dialog, type EarlyDialogState } from "~/ui/dialog";
import { type BookingClinic, bookingClinicFor, bookingClinicStorageKey, visitorChooses } from "./booking-clinics";
import { prefillFrom, type VisitorDetails } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

// The widget's code (and the service's page) load only when a visitor opens the dialog.
const SchedulingEmbed = lazy(() => import("./scheduling-embed"));

interface SchedulingDialogProps extends EarlyDialogState {
  /** The clinics one may book with, each with its booking page (or none). */
  clinics: readonly BookingClinic[];
  /** The clinic booked with has no booking page: the contact form takes the request. */
  onNoBookingPage: () => void;
  /** The page's form the visitor may have typed in (its name and e-mail go to the booking page), if any. */
  form: { details: () => VisitorDetails } | null;
}

const storedClinic = () => {
  try {
    return window.localStorage.getItem(bookingClinicStorageKey);
  } catch {
    return null;
  }
};

/**
 * The treatment of the page the visitor books from, if it is a treatment's page: its name (the booking page is told of
 * it) and the clinics that offer it (the only ones to choose from).
 */
function usePageTreatment(): { title?: string; offered?: readonly string[] } | undefined {
  type PageData = { page?: { kind?: string; title?: string; availability?: { offered: readonly string[] } } };
  const page = useMatches()
    .map((match) => (match.loaderData as PageData | undefined)?.page)
    .find((candidate) => candidate?.kind === "treatment");
  return page && { title: page.title, offered: page.availability?.offered };
}

/**
 * "Schedule a meeting with us": our own dialog around the booking page of a clinic. Each clinic books as itself: the
 * page's language names the clinic where it tells one (Brazilian Portuguese, European Portuguese, Spanish); in the
 * other languages the visitor chooses, once (remembered), among clinics that book differently.
 */
export function SchedulingDialog({ clinics: all, onNoBookingPage, form, ...state }: SchedulingDialogProps) {
  const { open } = state;
  const { t } = useTranslation();
  const mode = useColorMode();
  const language = useLanguage();
  const treatment = usePageTreatment();
  // On a treatment's page, the clinics that offer it (PRP is not offered in Brazil).
  const offered = treatment?.offered;
  const clinics = useMemo(() => (offered ? all.filter(({ id }) => offered.includes(id)) : all), [all, offered]);
  // A clinic chosen in this dialog, none when the visitor asked to choose again, or not yet asked (undefined).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  // The clinic: the one chosen here, else the language's, the one chosen before or the only page there is.
  const clinic = !open
    ? null
    : chosen
      ? (clinics.find(({ id }) => id === chosen) ?? null)
      : bookingClinicFor(clinics, language, chosen === null ? null : storedClinic());
  const choosing = visitorChooses(clinics, language);
  useEffect(() => {
    if (clinic && !clinic.url) onNoBookingPage();
  }, [clinic, onNoBookingPage]);
  // What the visitor typed, read each time the dialog opens, and again if the form's part registers it while the
  // dialog is open (a dialog opened before the app ran, dialog.tsx, may come before the form's part has hydrated).
  const title = treatment?.title;
  const prefill = useMemo(() => (open ? prefillFrom(form?.details() ?? {}, title) : {}), [open, form, title]);
  const choose = (id: string | null) => {
    try {
      if (id) window.localStorage.setItem(bookingClinicStorageKey, id);
      else window.localStorage.removeItem(bookingClinicStorageKey);
    } catch {
      // Storage refused (a privacy mode): the choice holds for this dialog.
    }
    setChosen(id);
  };
  const city = (id: string) => t(`cities.${id}` as "cities.lisbon");
  const loading = (
    <p className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      {t("scheduling.loading")}
    </p>
  );
  return (
    <Dialog {...state} title={t("scheduling.title")} closeLabel={t("scheduling.close")} variant="wide">
      <p className={styles.note}>{t("scheduling.provider_note")}</p>
      {!open ? (
        // What a dialog opened before the app runs shows (dialog.tsx): the booking page is on its way.
        loading
      ) : !clinic ? (
        <fieldset className={styles.clinics} data-booking-clinics>
          <legend className={styles.clinicsTitle}>{t("scheduling.choose_clinic")}</legend>
          {clinics.map(({ id }) => (
            <button key={id} type="button" className={styles.clinic} onClick={() => choose(id)}>
              {city(id)}
            </button>
          ))}
        </fieldset>
      ) : clinic.url ? (
        <>
          {choosing && (
            <p className={styles.bookingWith} data-booking-clinic={clinic.id}>
              {t("scheduling.booking_with", { city: city(clinic.id) })}{" "}
              <button type="button" className={styles.change} onClick={() => choose(null)}>
                {t("scheduling.change_clinic")}
              </button>
            </p>
          )}
          <Suspense fallback={loading}>
            <SchedulingEmbed key={clinic.id} url={clinic.url} mode={mode} prefill={prefill} />
          </Suspense>
        </>
      ) : (
        loading
      )}
    </Dialog>
  );
}
