import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { councilOf, type Physician, type PhysicianRegistration } from "~/config/physicians";
import styles from "./credentials.module.css";

/** "CRM-SP nº 123456", "Ordem dos Médicos, cédula profissional nº 54321", a college's number, in the page's language. */
export function registrationText(t: TFunction<"common">, registration: PhysicianRegistration): string {
  const values = { council: councilOf(registration), number: registration.number };
  switch (registration.country) {
    case "BR": {
      const base = t("physician.registration.BR", values);
      const specialties = registration.specialties.map((specialty) => t("physician.rqe", { ...specialty }));
      return [base, ...specialties].join(", ");
    }
    case "PT":
      return t("physician.registration.PT", values);
    case "ES":
      return t("physician.registration.ES", values);
  }
}

/** "Dra. Helena Duarte", "Dr. Tiago Matos Ferreira": a physician's name as the page's language writes it. */
export function physicianName(t: TFunction<"common">, doctor: Pick<Physician, "name" | "gender">): string {
  return t(doctor.gender === "female" ? "physician.name_female" : "physician.name_male", { name: doctor.name });
}

/**
 * The line that follows a physician's name wherever the site names them: the profession and every registration,
 * with its country (CFM Resolution 2.336/2023 asks for "MÉDICA", the CRM and its state; Portugal and Spain, the
 * professional number).
 */
export function Credentials({
  physician: doctor,
  profession: showProfession = true,
}: {
  physician: Physician;
  /** False where the text beside already names the profession ("Médica e diretora clínica"). */
  profession?: boolean;
}) {
  const { t } = useTranslation("common");
  const profession = t(doctor.gender === "female" ? "physician.profession_female" : "physician.profession_male");
  return (
    <span className={styles.credentials} data-credentials={doctor.id}>
      {showProfession && <span className={styles.profession}>{profession}</span>}
      {doctor.registrations.map((registration) => (
        <span key={registration.country}>
          {t("physician.with_country", {
            registration: registrationText(t, registration),
            country: t(`countries.${registration.country}`),
          })}
        </span>
      ))}
    </span>
  );
}
