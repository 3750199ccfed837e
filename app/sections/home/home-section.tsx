import type { ReactNode } from "react";
import { FadeIn } from "~/ui/fade-in";
import styles from "./home-section.module.css";

interface HomeSectionProps {
  id: string;
  title: string;
  subtitle: string;
  children?: ReactNode;
}

/** A home-page section: divider above, title and subtitle fading in, then its content. */
export function HomeSection({ id, title, subtitle, children }: HomeSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className="container">
        <FadeIn as="header" className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            {title}
          </h2>
          <p className={styles.subtitle}>{subtitle}</p>
        </FadeIn>
        {children}
      </div>
    </section>
  );
}
