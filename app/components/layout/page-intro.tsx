import type { ReactNode } from "react";
import styles from "./page-intro.module.css";

/** The opening of an inner page: a small label, the heading and a lead paragraph. */
export function PageIntro({
  eyebrow,
  heading,
  lead,
  children,
}: {
  eyebrow?: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <section className={`container ${styles.intro}`}>
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.heading}>{heading}</h1>
      <p className={styles.lead}>{lead}</p>
      {children}
    </section>
  );
}
