import { Trans, useTranslation } from "react-i18next";
import styles from "./list-summary.module.css";
import staff from "./staff-page.module.css";

/** How many requests the list holds (read out when a search changes it), and the link to export them. */
export function ListSummary({ total, query, exportHref }: { total: number; query: string; exportHref: string }) {
  const { t } = useTranslation("staff");
  return (
    <div className={styles.summary}>
      <p aria-live="polite">
        <strong>{t("inbox.results", { count: total })}</strong>
        {query && (
          <>
            {" "}
            <Trans t={t} i18nKey="inbox.results_for" values={{ query }} components={{ bdi: <bdi /> }} />
          </>
        )}
      </p>
      {total > 0 && (
        <a href={exportHref} className={staff.button} download>
          {t("inbox.export")}
        </a>
      )}
    </div>
  );
}
