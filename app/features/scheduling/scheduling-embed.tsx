import { useEffect, useMemo, useState } from "react";
import { InlineWidget, useCalendlyEventListener } from "react-calendly";
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { clinic } from "~/config/clinic";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import { measurementAllowed } from "~/features/consent/consent-storage";
import { countEvent } from "~/features/insights/site-events";
import { useLocations } from "~/hooks/use-locations";
import { useWhatsAppChats } from "~/hooks/use-whatsapp-chats";
import { useLanguage } from "~/i18n/use-language";
import { useRootData } from "~/root-data";
import type { ColorMode } from "~/styles/color-modes";
import { ClosureNotes } from "~/ui/closure-notes";
import { Icon } from "~/ui/icons";
import { bookingClinicFor, bookingClinicStorageKey, bookingClinics, visitorChooses } from "./booking-clinics";
import { BookingLoading } from "./booking-loading";
import { type Prefill, pageSettings, prefillFrom, utmFrom, type VisitorDetails } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

/** Seconds without a sign of life from the booking page before the alternatives are offered. */
export const fallbackAfterMs = 8000;

/**
 * The scheduling service's booking page in a frame (loaded only now, when the dialog opens), its
 * loading state, a fallback when it does not load, and a thank-you once the service reports a
 * booking. Only messages from the service's own origin count.
 */
interface SchedulingEmbedProps {
  /** The clinic whose booking page it is (a location's id). */
  clinicId: string;
  url: string;
  mode: ColorMode;
  /** Name and e-mail the visitor already typed, passed to the booking page. */
  prefill: Prefill;
}

function SchedulingEmbed({ clinicId, url, mode, prefill }: SchedulingEmbedProps) {
  const { t } = useTranslation();
  const chats = useWhatsAppChats();
  // The closures coming up, told beside the other ways to book (a clinic closed over Christmas says so).
  const locations = useLocations();
  const origin = useMemo(() => new URL(url).origin, [url]);
  const [alive, setAlive] = useState(false);
  const [failed, setFailed] = useState(false);
  const [booked, setBooked] = useState(false);
  const settings = useMemo(() => pageSettings(mode), [mode]);
  const utm = useMemo(() => utmFrom(window.location.search), []);

  // Counted for the owners' figures, only where the visitor allowed measurement (docs/decisions/033-insights.md).
  useEffect(() => {
    if (measurementAllowed()) countEvent("booking_opened", clinicId);
  }, [clinicId]);

  useEffect(() => {
    if (alive) return;
    const timer = setTimeout(() => setFailed(true), fallbackAfterMs);
    return () => clearTimeout(timer);
  }, [alive]);

  const fromService = (event: MessageEvent) => event.origin === origin;
  const seen = (event: MessageEvent) => {
    if (!fromService(event)) return;
    setAlive(true);
    setFailed(false);
  };
  useCalendlyEventListener({
    onPageHeightResize: seen,
    onEventTypeViewed: seen,
    onProfilePageViewed: seen,
    onDateAndTimeSelected: seen,
    onEventScheduled: (event) => {
      if (!fromService(event)) return;
      seen(event);
      setBooked(true);
      if (measurementAllowed()) countEvent("booking_scheduled", clinicId);
    },
  });

  return (
    <div className={styles.embed}>
      {booked && (
        <div className={styles.thanks} role="status">
          <Icon name="check" width={22} height={22} />
          <div>
            <p className={styles.thanksTitle}>{t("scheduling.thanks_title")}</p>
            <p>{t("scheduling.thanks_text")}</p>
          </div>
        </div>
      )}
      {failed && !alive && (
        <div className={styles.fallback} role="alert">
          <p className={styles.fallbackTitle}>{t("scheduling.fallback_title")}</p>
          <p>{t("scheduling.fallback_text")}</p>
          {locations
            .filter(({ closures }) => closures?.length)
            .map((location) => (
              <p key={location.id}>
                {t(`cities.${location.id}`)}: <ClosureNotes closures={location.closures} />
              </p>
            ))}
          <p className={styles.fallbackLinks}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t("scheduling.open_new_tab")}
            </a>
            {chats.map(({ id, city, href }) => (
              <a key={id} href={href} target="_blank" rel="noopener noreferrer">
                {chats.length > 1 ? t("footer.whatsapp_in", { ns: "common", city }) : t("scheduling.whatsapp")}
              </a>
            ))}
            <a href={`mailto:${clinic.contactEmail}`}>{clinic.contactEmail}</a>
          </p>
        </div>
      )}
      {!alive && !failed && (
        <p className={`${styles.loading} ${styles.overlay}`} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t("scheduling.loading")}
        </p>
      )}
      <InlineWidget
        url={url}
        pageSettings={settings}
        utm={utm}
        prefill={prefill}
        iframeTitle={t("scheduling.frame_title", { name: clinic.name })}
        LoadingSpinner={() => null}
        styles={{ height: 630, minWidth: 320 }}
        className={`calendly-inline-widget ${styles.widget} ${failed && !alive ? styles.unavailable : ""}`}
      />
    </div>
  );
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
 * The open booking dialog's content: each clinic books as itself. The page's language names the clinic where it
 * tells one (Brazilian Portuguese, European Portuguese, Spanish); in the other languages the visitor chooses, once
 * (remembered), among clinics that book differently; then that clinic's booking page, or the contact form where it
 * has none.
 */
export default function SchedulingBooking({
  onNoBookingPage,
  form,
}: {
  onNoBookingPage: (clinic: string) => void;
  form: { details: () => VisitorDetails } | null;
}) {
  const { t } = useTranslation();
  const mode = useColorMode();
  const language = useLanguage();
  const siteBooking = useRootData()?.settings.schedulingUrl ?? null;
  const locations = useLocations();
  const treatment = usePageTreatment();
  // On a treatment's page, the clinics that offer it (PRP is not offered in Brazil).
  const offered = treatment?.offered;
  const clinics = useMemo(
    () => bookingClinics(offered ? locations.filter(({ id }) => offered.includes(id)) : locations, siteBooking),
    [locations, offered, siteBooking],
  );
  // A clinic chosen in this dialog, none when the visitor asked to choose again, or not yet asked (undefined).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  // The clinic: the one chosen here, else the language's, the one chosen before or the only page there is.
  const clinic = chosen
    ? (clinics.find(({ id }) => id === chosen) ?? null)
    : bookingClinicFor(clinics, language, chosen === null ? null : storedClinic());
  const choosing = visitorChooses(clinics, language);
  useEffect(() => {
    if (clinic && !clinic.url) onNoBookingPage(clinic.id);
  }, [clinic, onNoBookingPage]);
  // What the visitor typed, read when the dialog opens (this part mounts then), and again if the form's part registers
  // it while the dialog is open (a dialog opened before the app ran, dialog.tsx, may come before the form's part).
  const title = treatment?.title;
  const prefill = useMemo(() => prefillFrom(form?.details() ?? {}, title), [form, title]);
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
  if (!clinic) {
    return (
      <fieldset className={styles.clinics} data-booking-clinics>
        <legend className={styles.clinicsTitle}>{t("scheduling.choose_clinic")}</legend>
        {clinics.map(({ id }) => (
          <button key={id} type="button" className={styles.clinic} onClick={() => choose(id)}>
            {city(id)}
          </button>
        ))}
      </fieldset>
    );
  }
  if (!clinic.url) return <BookingLoading />;
  return (
    <>
      {choosing && (
        <p className={styles.bookingWith} data-booking-clinic={clinic.id}>
          {t("scheduling.booking_with", { city: city(clinic.id) })}{" "}
          <button type="button" className={styles.change} onClick={() => choose(null)}>
            {t("scheduling.change_clinic")}
          </button>
        </p>
      )}
      <SchedulingEmbed key={clinic.id} clinicId={clinic.id} url={clinic.url} mode={mode} prefill={prefill} />
    </>
  );
}
