import { useTranslation } from "react-i18next";
import type { SiteClosure } from "~/config/location-records";
import { clockTime } from "~/i18n/clock-time";
import { useLanguage } from "~/i18n/use-language";

/**
 * A location's closures and special hours as a visitor reads them, one line each: "Closed 24–26 December · Christmas"
 * or "31 December: 9 AM to 1 PM · New Year's Eve" (the footer, the contact section, the booking dialog's fallback).
 */
export function ClosureNotes({ closures, className }: { closures?: readonly SiteClosure[]; className?: string }) {
  const { t } = useTranslation("common");
  const language = useLanguage();
  return (closures ?? []).map(({ id, dates, closed, opens, closes }) => {
    const note = t(`closures.${id}` as "footer.hours_title", { defaultValue: "" });
    const when = closed
      ? t("footer.closure_closed", { dates })
      : t("footer.closure_hours", {
          dates,
          times: t("footer.hours.times", { opens: clockTime(opens, language), closes: clockTime(closes, language) }),
        });
    return (
      <span key={id} className={className} data-closure={id}>
        {note ? `${when} · ${note}` : when}
      </span>
    );
  });
}
