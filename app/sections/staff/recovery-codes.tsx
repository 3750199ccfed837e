import { useTranslation } from "react-i18next";
import styles from "./enrolment.module.css";
import staff from "./staff-page.module.css";

/** The ten recovery codes, shown this once (the database keeps only their digests), and the way on. */
export function RecoveryCodes({ codes, next }: { codes: readonly string[]; next: string }) {
  const { t } = useTranslation("staff");
  return (
    <section className={styles.card} aria-labelledby="codes-heading">
      <h1 id="codes-heading" className={staff.heading}>
        {t("recovery.heading")}
      </h1>
      <p role="status">{t("recovery.intro", { count: codes.length })}</p>
      <ol className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code className={styles.secret}>{code}</code>
          </li>
        ))}
      </ol>
      <p className={staff.intro}>{t("recovery.keep")}</p>
      <a href={next} className={staff.primaryButton}>
        {t("recovery.continue")}
      </a>
    </section>
  );
}
