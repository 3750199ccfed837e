import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { prefersReducedMotion } from "~/hooks/use-in-view";
import { Icon } from "~/ui/icons";
import { whenLoadedAndIdle } from "~/ui/idle";
import styles from "./hero-video.module.css";

const poster = "/media/hero-poster.webp";

/** Whether the visitor asked to save data (Chromium's Network Information API). */
const saveData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/**
 * The looping background video. The server sends neither the poster nor the sources: the first paint
 * is the text alone (its largest paint, on a phone), on the dark hero. Once the page has loaded and the
 * browser is idle, the poster fades in (hero-video.module.css; without JavaScript it is there at once), and the
 * sources are added, never with reduced motion or Save-Data. It plays only while on screen.
 */
export function HeroVideo() {
  const { t } = useTranslation("home");
  const video = useRef<HTMLVideoElement>(null);
  const [enabled, setEnabled] = useState(false);
  const [playing, setPlaying] = useState(false);

  // Once the page has loaded and the browser is idle: the poster's and the video's decoding, and the hero's layout
  // again, stay out of the moments after the app starts, when a visitor's first tap wants the main thread.
  useEffect(() => {
    if (prefersReducedMotion() || saveData()) return;
    return whenLoadedAndIdle(() => setEnabled(true), { timeoutMs: 2000, fallbackMs: 200 });
  }, []);

  useEffect(() => {
    const element = video.current;
    if (!enabled || !element) return;
    element.muted = true;
    element.load();
    element.play().catch(() => setPlaying(false));
  }, [enabled]);

  // Off screen, the video rests: a visitor reading further down does not pay for decoding frames nobody sees (a
  // phone's battery, and its main thread, which answers their taps). It plays again when it comes back into view,
  // unless the visitor paused it themselves.
  const pausedByVisitor = useRef(false);
  useEffect(() => {
    const element = video.current;
    if (!enabled || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) element.pause();
      else if (element.paused && !pausedByVisitor.current) element.play().catch(() => setPlaying(false));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);

  const toggle = () => {
    const element = video.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    if (element.paused) element.play().catch(() => setPlaying(false));
    else element.pause();
  };

  return (
    <div className={styles.media}>
      <video
        ref={video}
        className={styles.video}
        poster={enabled ? poster : undefined}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      >
        {enabled && <source src="/media/hero.webm" type="video/webm" />}
        {enabled && <source src="/media/hero.mp4" type="video/mp4" />}
      </video>
      <div className={styles.scrim} />
      {enabled && (
        <button
          type="button"
          className={styles.control}
          onClick={toggle}
          aria-label={t(playing ? "video.pause" : "video.play")}
          title={t(playing ? "video.pause" : "video.play")}
        >
          <Icon name={playing ? "pause" : "play"} width={18} height={18} />
        </button>
      )}
    </div>
  );
}
