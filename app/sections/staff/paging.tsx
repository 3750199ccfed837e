import { useTranslation } from "react-i18next";
import styles from "./paging.module.css";
import staff from "./staff-page.module.css";

export interface PagingLinks {
  page: number;
  pages: number;
  previous: string | null;
  next: string | null;
}

/** The list's pages, when it has more than one: the page shown, and links to the one before and after. */
export function Paging({ page: current, pages, previous, next }: PagingLinks) {
  const { t } = useTranslation("staff");
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("inbox.pages")} className={styles.paging}>
      {previous ? (
        <a href={previous} rel="prev" className={staff.button}>
          {t("inbox.previous")}
        </a>
      ) : (
        <span />
      )}
      <p aria-current="page">{t("inbox.page_of", { page: current, pages })}</p>
      {next ? (
        <a href={next} rel="next" className={staff.button}>
          {t("inbox.next")}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
