import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ServiceCard } from "~/config/services";
import { textKeyOfSlug } from "~/config/treatments";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { loadTreatments, treatmentsLoaded } from "~/features/treatments/load-treatments";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { servicePath } from "~/pages";
import buttons from "~/ui/button.module.css";
import { Dialog } from "~/ui/dialog";
import { Icon } from "~/ui/icons";
import styles from "./service-dialog.module.css";

/** A service's treatments: a full-screen dialog holding an accordion (one item open at a time). */
export function ServiceDialog({
  card,
  slugs,
  open,
  onClose,
}: {
  card: ServiceCard;
  /** The card's treatments, by slug, as the catalogue lists them now. */
  slugs: readonly string[];
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(["home", "treatments"]);
  const language = useLanguage();
  const scheduling = useScheduling();
  const [texts, setTexts] = useState<"loading" | "ready" | "failed">(() =>
    treatmentsLoaded(i18n) ? "ready" : "loading",
  );
  useEffect(() => {
    if (!open) return;
    if (treatmentsLoaded(i18n)) {
      setTexts("ready");
      return;
    }
    let current = true;
    setTexts("loading");
    loadTreatments(i18n).then(
      () => current && setTexts("ready"),
      () => current && setTexts("failed"),
    );
    return () => {
      current = false;
    };
  }, [open, i18n]);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t(`home:services.cards.${card.id}.title`)}
      closeLabel={t("home:services.close")}
      variant="full"
    >
      {/* Drawn only while open: the treatments' own pages carry the texts for search engines and
          visitors without JavaScript, so the home page's HTML stays light. */}
      {open && (
        <div className={styles.content}>
          <p className={styles.intro}>{t(`home:services.cards.${card.id}.description`)}</p>
          {texts !== "ready" ? (
            <p className={styles.intro} role="status">
              {t(texts === "loading" ? "home:services.loading" : "home:services.load_failed")}
            </p>
          ) : (
            <div className={styles.accordion}>
              {slugs.map((slug) => {
                const key = textKeyOfSlug(slug);
                const title = t(`treatments:${key}.title`);
                return (
                  <details key={slug} name={`treatments-${card.id}`} className={styles.item}>
                    <summary className={styles.summary}>
                      <span>{title}</span>
                      <Icon name="plus" width={20} height={20} className={styles.marker} />
                    </summary>
                    <div className={styles.panel}>
                      <p>{t(`treatments:${key}.description`)}</p>
                      <div className={styles.actions}>
                        <button
                          type="button"
                          className={buttons.primary}
                          onClick={scheduling.open}
                          {...scheduling.opener}
                        >
                          <Icon name="calendar" width={18} height={18} />
                          {t("home:services.book")}
                        </button>
                        <Link to={localizedPath(language, servicePath(slug))} className={buttons.secondary}>
                          {t("home:services.learn_more", { title })}
                        </Link>
                      </div>
                    </div>
                  </details>
                );
              })}
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
