import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import type { CounterValue } from "~/config/counter-values";
import { AboutBlock } from "./about-block";
import { Counters } from "./counters";
import { HomeSection } from "./home-section";

/** `#features`: the welcome, the unfolding introduction and the clinic's figures (as the clinic published them). */
export function Welcome({ counters }: { counters: readonly CounterValue[] }) {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="features" title={t("features.title", { name: clinic.name })} subtitle={t("features.subtitle")}>
      <AboutBlock />
      <Counters counters={counters} />
    </HomeSection>
  );
}
