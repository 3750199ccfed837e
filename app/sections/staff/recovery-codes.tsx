import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import { CopyButton } from "./copy-button";
import styles from "./enrolment.module.css";
import staff from "./staff-page.module.css";

/**
 * The ten recovery codes, shown this once (the database keeps only their digests), and the way on: copied, saved as a
 * text file (a link to the codes as a file, no script needed) or printed (the page prints the codes alone).
 */
export function RecoveryCodes({ codes, next }: { codes: readonly string[]; next: string }) {
  const { t } = useTranslation("staff");
  const file = `${t("recovery.file_title", { name: clinic.name })}\n\n${codes.join("\n")}\n`;
  return (
    <section className={`${styles.card} ${styles.printed}`} aria-labelledby="codes-heading">
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
      <div className={`${staff.buttons} ${styles.noPrint}`}>
        <CopyButton text={codes.join("\n")} label={t("recovery.copy")} />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={t("recovery.file_name")}
          className={staff.button}
        >
          {t("recovery.download")}
        </a>
        <button type="button" hidden data-print className={staff.button}>
          {t("recovery.print")}
        </button>
      </div>
      <p className={staff.intro}>{t("recovery.keep")}</p>
      <a href={next} className={`${staff.primaryButton} ${styles.noPrint}`}>
        {t("recovery.continue")}
      </a>
    </section>
  );
}
