import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { telUrl } from "~/config/clinic";
import { type Operator, taxNumberOf } from "~/config/legal-identity";
import { type Physician, physician } from "~/config/physicians";
import { Credentials, physicianName } from "./credentials";
import styles from "./legal.module.css";

/** The rows particular to a country: its registrations, as its law names them. */
function countryRows(operator: Operator, t: ReturnType<typeof useTranslation<"legal">>["t"]): [string, ReactNode][] {
  switch (operator.country) {
    case "BR":
      return [[t("fields.crm"), t("values.crm", operator.crm)]];
    case "PT":
      return [
        [t("fields.ers_registration"), operator.ers.registration],
        [t("fields.ers_licence"), operator.ers.licence],
        [
          t("fields.commercial_registry"),
          t("values.commercial_registry_pt", {
            office: operator.commercialRegistry.office,
            nif: operator.nif,
            capital: operator.commercialRegistry.shareCapital,
          }),
        ],
      ];
    case "ES":
      return [
        [t("fields.health_registry"), t("values.health_registry", operator.healthRegistry)],
        [t("fields.commercial_registry"), t("values.commercial_registry_es", operator.commercialRegistry)],
      ];
  }
}

/**
 * One country's operator: the company, its numbers and registrations, its medical director (as the clinic published
 * them; the repository's by default), its privacy officer.
 */
export function OperatorDetails({
  operator,
  city,
  director = physician(operator.medicalDirector),
}: {
  operator: Operator;
  city: string;
  director?: Physician;
}) {
  const { t } = useTranslation("legal");
  const { t: common } = useTranslation("common");
  const address = operator.registeredAddress;
  const id = `operator-${operator.country.toLowerCase()}`;
  const rows: [string, ReactNode][] = [
    [t("fields.legal_name"), operator.legalName],
    [t(`fields.tax_number.${operator.country}`), taxNumberOf(operator)],
    [t("fields.address"), `${address.street}, ${address.postalCode} ${address.city} (${address.region})`],
    [
      t("fields.contact"),
      <>
        <a href={`mailto:${operator.email}`}>{operator.email}</a>
        {" · "}
        <a href={telUrl(operator.telephone)}>{operator.telephone.display}</a>
      </>,
    ],
    ...countryRows(operator, t),
    [
      // The title in the director's own grammatical gender (diretora técnica, directora médica).
      t(`fields.medical_director.${operator.country}_${director.gender}`),
      <>
        <span className={styles.person}>{physicianName(common, director)}</span>
        <Credentials physician={director} />
      </>,
    ],
    [
      t(`fields.privacy_officer.${operator.country}`),
      <>
        {`${operator.privacyOfficer.name} · `}
        <a href={`mailto:${operator.privacyOfficer.email}`}>{operator.privacyOfficer.email}</a>
      </>,
    ],
    [
      t("fields.bodies"),
      <ul key="bodies" className={styles.bodies}>
        {operator.professionalBodies.map((body) => (
          <li key={body.name}>
            <a href={body.url} target="_blank" rel="noopener noreferrer">
              {body.name}
              <span className="visually-hidden"> {common("footer.new_tab")}</span>
            </a>
          </li>
        ))}
      </ul>,
    ],
  ];
  return (
    <section className={styles.section} id={id} aria-labelledby={`${id}-title`} data-operator={operator.country}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t("operator_title", { country: common(`countries.${operator.country}`), city })}
      </h2>
      <dl className={styles.fields}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
