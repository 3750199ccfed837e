import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { AboutBlock } from "./about-block";
import { Counters } from "./counters";
import { HomeSection } from "./home-section";

/** `#features`: the welcome, the unfolding introduction and the clinic's figures. */
export function Welcome() {
  const { t } = useTranslation("home");
  return (
    <HomeSection id="features" title={t("features.title", { name: clinic.name })} subtitle={t("features.subtitle")}>
      <AboutBlock />
      <Counters />
    </HomeSection>
  );
}
