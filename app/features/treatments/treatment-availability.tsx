import { useTranslation } from "react-i18next";
import type { LocationId } from "~/config/clinic";
import type { AvailabilityData } from "~/config/treatment-catalogue";
import { locales } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/ui/icons";
import styles from "./treatment-availability.module.css";

/**
 * Where a treatment is offered, in the page's words: its cities (`common:cities.*`) as a list in the page's
 * language, whether it is offered everywhere, and `book`, the call to action naming only the clinics that offer it
 * (null where every clinic does: the page's usual text then fits).
 */
export function useTreatmentAvailability(given: TreatmentAvailabilityData | undefined) {
  const { t } = useTranslation(["treatment", "common"]);
  const locale = locales[useLanguage()];
  // A description passed in the address is no treatment: every clinic may be asked about it (no call to action
  // names some of them).
  const availability = given ?? { offered: [], notOffered: [] };
  const cities = (list: readonly LocationId[], type: Intl.ListFormatType) =>
    new Intl.ListFormat(locale, { style: "long", type }).format(list.map((id) => t(`common:cities.${id}`)));
  const offered = availability.offered;
  return {
    ...availability,
    offeredText:
      offered.length === 1
        ? t("treatment:availability.offered_only", { city: cities(offered, "conjunction") })
        : t("treatment:availability.offered", { cities: cities(offered, "conjunction") }),
    book:
      availability.notOffered.length > 0
        ? t("treatment:availability.book", { cities: cities(offered, "disjunction") })
        : null,
  };
}

type TreatmentAvailabilityData = AvailabilityData;

/** The page's line on where the treatment is offered and, plainly, where it is not and why. */
export function TreatmentAvailability({ availability }: { availability: TreatmentAvailabilityData }) {
  const { t } = useTranslation(["treatment", "common"]);
  const { offeredText, notOffered } = useTreatmentAvailability(availability);
  return (
    <div className={styles.availability}>
      <Icon name="pin" width={20} height={20} className={styles.icon} />
      <p className={styles.offered}>{offeredText}</p>
      {notOffered.map(({ location, country, reason }) => (
        <p key={location} className={styles.notOffered}>
          {t("treatment:availability.not_offered", {
            city: t(`common:cities.${location}`),
            country: t(`common:countries.${country}`),
          })}
          {reason && ` ${t(`treatment:availability.reasons.${reason}`)}`}
        </p>
      ))}
    </div>
  );
}
