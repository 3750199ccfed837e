import { useTranslation } from "react-i18next";
import { type Location, locations } from "~/config/clinic";
import { availabilityOf } from "~/config/treatment-availability";
import type { TreatmentKey } from "~/config/treatments";
import { locales } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/ui/icons";
import styles from "./treatment-availability.module.css";

/**
 * Where a treatment is offered, in the page's words: its cities (`common:cities.*`) as a list in the page's
 * language, whether it is offered everywhere, and `book`, the call to action naming only the clinics that offer it
 * (null where every clinic does: the page's usual text then fits).
 */
export function useTreatmentAvailability(key: TreatmentKey | undefined) {
  const { t } = useTranslation(["treatment", "common"]);
  const locale = locales[useLanguage()];
  // A description passed in the address is no treatment: every clinic may be asked about it.
  const availability = key ? availabilityOf(key) : { offered: locations, notOffered: [] };
  const cities = (list: readonly Location[], type: Intl.ListFormatType) =>
    new Intl.ListFormat(locale, { style: "long", type }).format(list.map(({ id }) => t(`common:cities.${id}`)));
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

/** The page's line on where the treatment is offered and, plainly, where it is not and why. */
export function TreatmentAvailability({ treatment }: { treatment: TreatmentKey }) {
  const { t } = useTranslation(["treatment", "common"]);
  const { offeredText, notOffered } = useTreatmentAvailability(treatment);
  return (
    <div className={styles.availability}>
      <Icon name="pin" width={20} height={20} className={styles.icon} />
      <p className={styles.offered}>{offeredText}</p>
      {notOffered.map(({ location, reason }) => (
        <p key={location.id} className={styles.notOffered}>
          {t("treatment:availability.not_offered", {
            city: t(`common:cities.${location.id}`),
            country: t(`common:countries.${location.country}`),
          })}
          {reason && ` ${t(`treatment:availability.reasons.${reason}`)}`}
        </p>
      ))}
    </div>
  );
}
