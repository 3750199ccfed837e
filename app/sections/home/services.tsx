import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { serviceCards } from "~/config/services";
import type { TreatmentLists } from "~/config/treatment-catalogue";
import { type ServiceGroup, textKeyOfSlug } from "~/config/treatments";
import { loadTreatments } from "~/features/treatments/load-treatments";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { servicePath } from "~/pages";
import { FadeIn } from "~/ui/fade-in";
import { HomeSection } from "./home-section";
import { ServiceCard } from "./service-card";
import { ServiceDialog } from "./service-dialog";
import styles from "./services.module.css";

const fadeDurations = [1000, 1500, 2000] as const;

/**
 * `#services`: the three service cards, each opening its dialog of treatments, and under them every
 * treatment's page as a plain link (for visitors who know what they look for, for visitors without
 * JavaScript, and for search engines: the dialogs are drawn only when opened).
 */
export function Services({ lists }: { lists: TreatmentLists }) {
  const { t, i18n } = useTranslation("home");
  const [open, setOpen] = useState<ServiceGroup | null>(null);
  // The treatments' texts load as a visitor reaches for a card (the dialog shows a moment's notice if not).
  const prepare = () => {
    loadTreatments(i18n).catch(() => {});
  };
  const listOf = (id: ServiceGroup) => lists.find((list) => list.id === id)?.treatments ?? [];
  return (
    <HomeSection id="services" title={t("services.title")} subtitle={t("services.subtitle")}>
      <ul className={styles.cards}>
        {serviceCards.map((card, index) => (
          <FadeIn as="li" key={card.id} duration={fadeDurations[index]}>
            <ServiceCard
              card={card}
              count={listOf(card.id).length}
              onPrepare={prepare}
              onOpen={() => setOpen(card.id)}
            />
          </FadeIn>
        ))}
      </ul>
      <TreatmentIndex listOf={listOf} />
      {serviceCards.map((card) => (
        <ServiceDialog
          key={card.id}
          card={card}
          slugs={listOf(card.id)}
          open={open === card.id}
          onClose={() => setOpen(null)}
        />
      ))}
    </HomeSection>
  );
}

/** Every treatment by service, linking to its page (the titles come with the home page's data). */
function TreatmentIndex({ listOf }: { listOf: (id: ServiceGroup) => readonly string[] }) {
  const { t } = useTranslation(["home", "treatments"]);
  const language = useLanguage();
  return (
    <section className={styles.index} aria-labelledby="treatment-index-title">
      <h3 id="treatment-index-title" className={styles.indexTitle}>
        {t("home:services.index_title")}
      </h3>
      <div className={styles.groups}>
        {serviceCards.map((card) => (
          <div key={card.id} className={styles.group} data-size={listOf(card.id).length > 8 ? "long" : undefined}>
            <h4 id={`treatment-index-${card.id}`} className={styles.groupTitle}>
              {t(`home:services.cards.${card.id}.title`)}
            </h4>
            <ul className={styles.links} aria-labelledby={`treatment-index-${card.id}`}>
              {listOf(card.id).map((slug) => (
                <li key={slug}>
                  <Link to={localizedPath(language, servicePath(slug))} className={styles.link}>
                    {t(`treatments:${textKeyOfSlug(slug)}.title`)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
