import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { clinic } from "~/config/clinic";
import type { CounterValue } from "~/config/counter-values";
import { prefersReducedMotion, useSeenOnce } from "~/hooks/use-in-view";
import { FadeIn } from "~/ui/fade-in";
import styles from "./counters.module.css";

/** Specification: the count-up lasts 5 s; the counters fade in staggered (1000/1500/2000 ms). */
export const countUpMs = 5000;
const fadeDurations = [1000, 1500, 2000, 2000] as const;
const easeOut = (p: number) => 1 - (1 - p) ** 3;

/**
 * The clinic's figures (config/counter-values.ts: the clinic's published values over the repository's). The final
 * values are in the server's HTML; with JavaScript (and without
 * reduced motion) they count up from zero once 5% of the list is visible.
 */
export function Counters({ counters }: { counters: readonly CounterValue[] }) {
  const { t } = useTranslation("home");
  const list = useRef<HTMLUListElement>(null);
  const seen = useSeenOnce(list);
  const [animate, setAnimate] = useState(false);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    setAnimate(true);
    setProgress(0);
  }, []);

  useEffect(() => {
    if (!animate || !seen) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const next = Math.min(1, (now - start) / countUpMs);
      setProgress(next);
      if (next < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [animate, seen]);

  return (
    <ul ref={list} className={styles.counters} aria-label={t("features.counters_label", { name: clinic.name })}>
      {counters.map((counter, index) => (
        <FadeIn as="li" key={counter.label} duration={fadeDurations[index]} className={styles.counter}>
          {/* Assistive technology reads the final figure from the start; the count-up is for the eyes. */}
          <span className={styles.value} data-final={counter.value} aria-hidden="true">
            {`${Math.round(easeOut(progress) * counter.value)}+`}
          </span>
          <span className="visually-hidden">{`${counter.value}+`}</span>
          <span className={styles.label}>{t(`features.counters.${counter.label}`)}</span>
        </FadeIn>
      ))}
    </ul>
  );
}
