import { useTranslation } from "react-i18next";
import { RequestCard, type RequestRow } from "./request-card";
import styles from "./request-list.module.css";

/** The page's requests, newest first; when there are none, why: none yet, or none matching the search or filter. */
export function RequestList({
  rows,
  filtered,
  csrf,
}: {
  rows: readonly RequestRow[];
  filtered: boolean;
  csrf: string;
}) {
  const { t } = useTranslation("staff");
  if (rows.length === 0) return <p className={styles.empty}>{filtered ? t("inbox.no_match") : t("inbox.empty")}</p>;
  return (
    <ol className={styles.requests}>
      {rows.map((row) => (
        <li key={row.id}>
          <RequestCard row={row} csrf={csrf} />
        </li>
      ))}
    </ol>
  );
}
