import type { ReactNode } from "react";
import styles from "./staff-message.module.css";

/**
 * What a staff page says about what just happened: a notice (a status, read out when it appears) or an error (an
 * alert). `id` lets a field name it as its description.
 */
export function StaffMessage({ kind, id, children }: { kind: "notice" | "error"; id?: string; children: ReactNode }) {
  return (
    <p role={kind === "error" ? "alert" : "status"} id={id} className={styles[kind]}>
      {children}
    </p>
  );
}
