import { type ElementType, type ReactNode, useRef } from "react";
import { useSeenOnce } from "~/hooks/use-in-view";
import styles from "./fade-in.module.css";

interface FadeInProps {
  children: ReactNode;
  /** Fade duration in ms: 1000 by default; 1500 and 2000 stagger neighbours (docs/product.md#fade-in). */
  duration?: 1000 | 1500 | 2000;
  as?: ElementType;
  className?: string;
}

/**
 * Fades its content in once 5% of it is visible. Content is only hidden when the inline script
 * of the root has marked the page as able to reveal it (JavaScript on, no reduced motion), and a
 * CSS fallback reveals it anyway should the scripts never run.
 */
export function FadeIn({ children, duration = 1000, as: Tag = "div", className }: FadeInProps) {
  const ref = useRef<HTMLElement>(null);
  const seen = useSeenOnce(ref);
  return (
    <Tag
      ref={ref}
      className={`${styles.fade} ${className ?? ""}`}
      data-visible={seen || undefined}
      style={{ "--fade-duration": `${duration}ms` } as React.CSSProperties}
    >
      {children}
    </Tag>
  );
}
