import { useTranslation } from "react-i18next";
import type { ServiceGroup } from "~/config/treatments";
import styles from "./content.module.css";
import staff from "./staff-page.module.css";

export interface TreatmentRow {
  key: string;
  href: string;
  title: string;
  groups: readonly ServiceGroup[];
  order: number;
  shown: boolean;
  drafted: boolean;
  /** Countries and locations where it is not offered. */
  notOffered: readonly string[];
}

/** The treatments as the drafts would list them: name (a link to its page, marked if hidden), cards, position, where offered. */
export function TreatmentList({ treatments }: { treatments: readonly TreatmentRow[] }) {
  const { t } = useTranslation(["staff", "common"]);
  // A country's code (BR) or a location's id (lisbon), by the names visitors read.
  const place = (code: string) =>
    code.length === 2 ? t(`common:countries.${code as "BR"}`) : t(`common:cities.${code as "lisbon"}`);
  return (
    <section className={staff.section} aria-labelledby="treatment-list">
      <h2 id="treatment-list" className={staff.sectionHeading}>
        {t("content.treatments.title")}
      </h2>
      <div className={staff.tableWrap}>
        <table className={staff.table}>
          <thead>
            <tr>
              <th scope="col">{t("content.treatments.columns.name")}</th>
              <th scope="col">{t("content.treatments.columns.cards")}</th>
              <th scope="col" className={staff.wideOnly}>
                {t("content.treatments.columns.order")}
              </th>
              <th scope="col">{t("content.treatments.columns.where")}</th>
            </tr>
          </thead>
          <tbody>
            {treatments.map((treatment) => (
              <tr key={treatment.key}>
                <th scope="row">
                  <a href={treatment.href} className={staff.textLink}>
                    {treatment.title}
                  </a>{" "}
                  {!treatment.shown && <span className={styles.tag}>{t("content.treatments.hidden")}</span>}{" "}
                  {treatment.drafted && <span className={styles.tag}>{t("content.treatments.drafted")}</span>}
                </th>
                <td>{treatment.groups.map((group) => t(`content.treatments.groups.${group}`)).join(", ")}</td>
                <td className={staff.wideOnly}>{treatment.order}</td>
                <td>
                  {treatment.notOffered.length === 0
                    ? t("content.treatments.everywhere")
                    : t("content.treatments.all_but", { places: treatment.notOffered.map(place).join(", ") })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
