import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clinic, instagramUrl, openingHours, telUrl, whatsappUrl } from "~/config/clinic";
import type { SiteIdentification } from "~/config/identification";
import { complaintsBookUrl } from "~/config/legal";
import { openEveryDay, weekText } from "~/config/opening-hours";
import { useReopenConsent } from "~/features/consent/consent-context";
import { useAlwaysDark } from "~/hooks/use-always-dark";
import { useIdentification } from "~/hooks/use-identification";
import { useLocations } from "~/hooks/use-locations";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { type HoursWords, periodsText, weekLines } from "~/i18n/week-hours";
import { physicianName, registrationText } from "~/sections/legal/credentials";
import { ClosureNotes } from "~/ui/closure-notes";
import { Icon } from "~/ui/icons";
import styles from "./site-footer.module.css";

export function SiteFooter() {
  const { t } = useTranslation();
  const language = useLanguage();
  const reopenConsent = useReopenConsent();
  const alwaysDark = useAlwaysDark();
  const year = new Date().getFullYear();
  const locations = useLocations();
  // The hours once when every location keeps the same week; else each week with the cities that keep it. "Monday to
  // Monday" only while every one of them opens every day with the same hours.
  const weeks = [...new Set(locations.map(({ hours }) => weekText(hours)))].map((week) => {
    const kept = locations.filter(({ hours }) => weekText(hours) === week);
    return { hours: kept[0]?.hours ?? openingHours.week, cities: kept.map(({ id }) => id) };
  });
  const everyDay = weeks.every(({ hours }) => openEveryDay(hours));
  // Each clinic's company, numbers and director as its country asks its advertising to say (config/identification.ts).
  const identification = useIdentification();
  const identificationText = ({ country, legalName, numbers, director }: SiteIdentification) =>
    t(`footer.identification.${country}`, {
      ...numbers,
      country: t(`countries.${country}`),
      legal: legalName,
      lead: t(`footer.identification.director.${country}_${director.gender}`, {
        name: physicianName(t, director),
        registration: director.registration ? registrationText(t, director.registration) : "",
      }),
    });
  const words: HoursWords = (key, values = {}) => String(t(key as "footer.hours.times", values));

  return (
    <footer className={styles.footer} data-theme={alwaysDark ? "dark" : undefined}>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="footer-locations">
          <h2 id="footer-locations" className={styles.title}>
            {t("footer.locations_title")}
          </h2>
          <ul className={styles.list}>
            {locations.map((location) => (
              <li key={location.id} className={styles.item}>
                <Icon name="pin" width={18} height={18} />
                <span>
                  <strong>{t(`countries.${location.country}`)}</strong>
                  <span className={styles.muted}>{` · ${location.city}`}</span>
                  <span className={styles.address}>{location.address}</span>
                  <a className={styles.phone} href={telUrl(location.telephone)}>
                    <span className="visually-hidden">{t("footer.telephone")} </span>
                    {location.telephone.display}
                  </a>
                  <ClosureNotes closures={location.closures} className={styles.closure} />
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={styles.title}>
            {t("footer.hours_title")}
          </h2>
          <ul className={styles.list}>
            {[...(everyDay ? [openingHours.lines.everyDay] : []), openingHours.lines.always].map((line) => (
              <li key={line} className={styles.item}>
                <Icon name="clock" width={18} height={18} />
                <span>{t(`footer.hours.${line}`)}</span>
              </li>
            ))}
            {weeks.map(({ hours, cities }) => (
              <li key={cities.join()} className={`${styles.item} ${styles.times}`}>
                <span>
                  {weeks.length > 1 && (
                    <span className={styles.hoursPlace}>{cities.map((id) => t(`cities.${id}`)).join(", ")}</span>
                  )}
                  {everyDay
                    ? periodsText(hours.Monday, language, words)
                    : weekLines(hours, language, words).map(({ days, times }) => (
                        <span key={days} className={styles.hoursDays}>
                          <span className={styles.hoursDay}>{days}</span> {times}
                        </span>
                      ))}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.title}>
            {t("footer.contact_title")}
          </h2>
          <ul className={styles.list}>
            <li>
              <a className={styles.link} href={instagramUrl()} target="_blank" rel="noopener noreferrer">
                <Icon name="instagram" width={18} height={18} />
                {t("footer.instagram")}
              </a>
            </li>
            {/* Each clinic chats as itself, with its own number. */}
            {locations.map(
              ({ id, whatsapp }) =>
                whatsapp && (
                  <li key={id}>
                    <a className={styles.link} href={whatsappUrl(whatsapp)} target="_blank" rel="noopener noreferrer">
                      <Icon name="whatsapp" width={18} height={18} />
                      {t("footer.whatsapp_in", { city: t(`cities.${id}`) })}
                    </a>
                  </li>
                ),
            )}
            <li>
              <a className={styles.link} href={`mailto:${clinic.contactEmail}`}>
                <Icon name="mail" width={18} height={18} />
                {clinic.contactEmail}
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-careers">
          <h2 id="footer-careers" className={styles.title}>
            {t("footer.careers_title")}
          </h2>
          <p className={styles.muted}>{t("footer.careers_text")}</p>
          <a className={styles.link} href={`mailto:${clinic.careersEmail}`}>
            <Icon name="mail" width={18} height={18} />
            {clinic.careersEmail}
          </a>
        </section>
      </div>
      {identification.length > 0 && (
        <div className={`container ${styles.identification}`}>
          <ul aria-label={t("footer.identification.label")}>
            {identification.map((entry) => (
              <li key={entry.country} data-identification={entry.country}>
                {identificationText(entry)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={`container ${styles.bottom}`}>
        <p>{t("footer.rights", { year, name: clinic.name })}</p>
        <p className={styles.bottomLinks}>
          <Link to={localizedPath(language, "/about-us")}>{t("footer.about")}</Link>
          <Link to={localizedPath(language, "/our-story")}>{t("footer.story")}</Link>
          <a href={localizedPath(language, "/privacy-policy")} target="_blank" rel="noopener">
            {t("footer.privacy_policy")}
            <span className="visually-hidden"> {t("footer.new_tab")}</span>
          </a>
          <Link to={localizedPath(language, "/legal-notice")}>{t("footer.legal_notice")}</Link>
          {/* With the accessibility symbol, shown prominently as Brazil's LBI (art. 63 §1) asks, on every page. */}
          <Link
            to={localizedPath(language, "/accessibility")}
            className={styles.accessibility}
            data-accessibility-symbol
          >
            <Icon name="accessibility" width={22} height={22} />
            {t("footer.accessibility")}
          </Link>
          <a href={complaintsBookUrl} target="_blank" rel="noopener noreferrer" data-complaints-book>
            <span lang="pt">{t("footer.complaints_book")}</span>
            <span className="visually-hidden"> {t("footer.complaints_book_label")}</span>
          </a>
          <button type="button" className={styles.textButton} onClick={reopenConsent} data-cookie-settings>
            {t("consent.settings")}
          </button>
          <span>
            {t("footer.powered_by")}{" "}
            <a href={clinic.poweredBy.url} target="_blank" rel="noopener noreferrer">
              {clinic.poweredBy.name}
            </a>
          </span>
        </p>
      </div>
    </footer>
  );
}
