import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";

/**
 * The clinic a patient chose, as the staff read it in their language: by its city, as the pages name it
 * (`common:cities.<id>`: "Lisbon", "Lisboa"); none chosen: "No preference". A clinic since taken off the site keeps
 * its id.
 */
export function clinicNameIn(language: Language) {
  const cities = serverT(language, "common");
  const staff = serverT(language, "staff");
  return (clinic: string | null) =>
    clinic ? cities(`cities.${clinic}` as "cities.lisbon", { defaultValue: clinic }) : staff("inbox.no_clinic");
}
