import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FadeIn } from "~/components/ui/fade-in";
import { serviceCards } from "~/config/services";
import type { ServiceGroup } from "~/config/treatments";
import { loadTreatments } from "~/features/treatments/load-treatments";
import { HomeSection } from "./home-section";
import { ServiceCard } from "./service-card";
import { ServiceDialog } from "./service-dialog";
import styles from "./services.module.css";

const fadeDurations = [1000, 1500, 2000] as const;

/** `#services`: the three service cards, each opening its dialog of treatments. */
export function Services() {
  const { t, i18n } = useTranslation("home");
  const [open, setOpen] = useState<ServiceGroup | null>(null);
  // The treatments' texts load as a visitor reaches for a card (the dialog shows a moment's notice if not).
  const prepare = () => {
    loadTreatments(i18n).catch(() => {});
  };
  return (
    <HomeSection id="services" title={t("services.title")} subtitle={t("services.subtitle")}>
      <ul className={styles.cards}>
        {serviceCards.map((card, index) => (
          <FadeIn as="li" key={card.id} duration={fadeDurations[index]}>
            <ServiceCard card={card} onPrepare={prepare} onOpen={() => setOpen(card.id)} />
          </FadeIn>
        ))}
      </ul>
      {serviceCards.map((card) => (
        <ServiceDialog key={card.id} card={card} open={open === card.id} onClose={() => setOpen(null)} />
      ))}
    </HomeSection>
  );
}
