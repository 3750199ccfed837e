import type { HTMLAttributes, ReactNode } from "react";
import styles from "./detail.module.css";

/** One fact of a request in a description list (`<dl>`): its term, then its value. */
export function Detail({
  term,
  children,
  ...valueProps
}: { term: string; children: ReactNode } & HTMLAttributes<HTMLElement>) {
  return (
    <div>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value} {...valueProps}>
        {children}
      </dd>
    </div>
  );
}
