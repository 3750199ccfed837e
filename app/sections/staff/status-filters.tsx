import { useTranslation } from "react-i18next";
import type { RequestStatus } from "~/features/contact/request-status";
import styles from "./status-filters.module.css";

export interface StatusFilter {
  /** The status shown; none: all of them. */
  status?: RequestStatus;
  href: string;
}

/** The list's filters, all and each status, with how many requests each holds (within the search). */
export function StatusFilters({
  filters,
  counts,
  current,
}: {
  filters: readonly StatusFilter[];
  counts: Record<RequestStatus | "all", number>;
  current?: RequestStatus;
}) {
  const { t } = useTranslation("staff");
  return (
    <nav aria-label={t("inbox.filters")} className={styles.filters}>
      <ul>
        {filters.map((filter) => (
          <li key={filter.status ?? "all"}>
            <a href={filter.href} aria-current={filter.status === current ? "page" : undefined}>
              {filter.status ? t(`status.${filter.status}`) : t("inbox.all")}
              <span className={styles.count}>{counts[filter.status ?? "all"]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
