import { useEffect, useMemo, useState } from "react";
import { InlineWidget, useCalendlyEventListener } from "react-calendly";
import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { useLocations } from "~/hooks/use-locations";
import { useWhatsAppChats } from "~/hooks/use-whatsapp-chats";
import type { ColorMode } from "~/styles/color-modes";
import { ClosureNotes } from "~/ui/closure-notes";
import { Icon } from "~/ui/icons";
import { type Prefill, pageSettings, utmFrom } from "./embed-parameters";
import styles from "./scheduling-dialog.module.css";

/** Seconds without a sign of life from the booking page before the alternatives are offered. */
export const fallbackAfterMs = 8000;

/**
 * The scheduling service's booking page in a frame (loaded only now, when the dialog opens), its
 * loading state, a fallback when it does not load, and a thank-you once the service reports a
 * booking. Only messages from the service's own origin count.
 */
interface SchedulingEmbedProps {
  url: string;
  mode: ColorMode;
  /** Name and e-mail the visitor already typed, passed to the booking page. */
  prefill: Prefill;
}

export default function SchedulingEmbed({ url, mode, prefill }: SchedulingEmbedProps) {
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
