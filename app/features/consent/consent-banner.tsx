import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { useRootData } from "~/root-data";
import styles from "./consent-banner.module.css";
import type { BannerKind } from "./consent-storage";

/**
 * A non-modal banner at the foot of the window: the page stays readable and usable behind it.
 * "Allow all" and "Reject all" look the same. On phones it sits above the floating booking button.
 */
export function ConsentBanner({
  kind,
  onChoose,
  focusOnShow,
}: {
  kind: BannerKind;
  onChoose: (allow: boolean) => void;
  focusOnShow: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const banner = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Keyboard focus never hides behind the banner: the page keeps its height free when scrolling
  // a focused element into view (`scroll-padding-bottom` in global.css).
  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    // Set on the two elements that use it (the property is not inherited, global.css).
    const users = [document.documentElement, document.body];
    const observer = new ResizeObserver(() => {
      const space = `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`;
      for (const user of users) user.style.setProperty("--consent-banner-space", space);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      for (const user of users) user.style.removeProperty("--consent-banner-space");
    };
  }, []);

  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  const date = useRootData()?.policyDate;
  const cookie = kind === "cookie";

  return (
    <section ref={banner} className={styles.banner} aria-labelledby="consent-title" data-consent-banner={kind}>
      <h2 id="consent-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t(cookie ? "consent.cookie_title" : "consent.policy_title")}
      </h2>
      {/* The link is a sentence of its own: no inline markup to translate, so no <Trans> at start-up. */}
      <p className={styles.text}>
        {cookie ? t("consent.cookie_text") : t("consent.policy_text", { date })}{" "}
        <Link to={localizedPath(language, "/privacy-policy")} className={styles.link}>
          {t(cookie ? "consent.cookie_link" : "consent.policy_link")}
        </Link>
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.choice} onClick={() => onChoose(true)}>
          {t("consent.allow_all")}
        </button>
        <button type="button" className={styles.choice} onClick={() => onChoose(false)}>
          {t("consent.reject_all")}
        </button>
      </div>
    </section>
  );
}
