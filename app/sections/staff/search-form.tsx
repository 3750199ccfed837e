import { useTranslation } from "react-i18next";
import type { RequestStatus } from "~/features/contact/request-status";
import { listHref } from "~/features/staff/list-query";
import styles from "./search-form.module.css";
import staff from "./staff-page.module.css";

/** The list's search by name, e-mail or phone digits; it keeps the status filter, and can be cleared. */
export function SearchForm({ action, query, status }: { action: string; query: string; status?: RequestStatus }) {
  const { t } = useTranslation("staff");
  return (
    <search>
      <form method="get" action={action} className={styles.search}>
        {status && <input type="hidden" name="status" value={status} />}
        <label htmlFor="inbox-search" className="visually-hidden">
          {t("inbox.search_label")}
        </label>
        <input
          id="inbox-search"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={200}
          placeholder={t("inbox.search_label")}
          className={`${staff.input} ${styles.input}`}
        />
        <button type="submit" className={staff.button}>
          {t("inbox.search_submit")}
        </button>
        {query && (
          <a href={listHref(action, { status })} className={staff.textLink}>
            {t("inbox.search_clear")}
          </a>
        )}
      </form>
    </search>
  );
}
