import { type FocusEvent, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isUploadedPicture } from "~/config/pictures";
import type { SitePartner } from "~/features/records/kinds/partners.server";
import { prefersReducedMotion } from "~/hooks/use-in-view";
import { Icon, type IconName } from "~/ui/icons";
import { UploadedPicture } from "~/ui/uploaded-picture";
import styles from "./partner-carousel.module.css";
import { useLazyCarousel } from "./use-lazy-carousel";

/** Specification: 16 logos, 4 per slide, a new slide every 3000 ms, wrapping around, no indicators. */
export const logosPerSlide = 4;
export const slideInterval = 3000;

function slidesOf(partners: readonly SitePartner[]): SitePartner[][] {
  const slides: SitePartner[][] = [];
  for (let i = 0; i < partners.length; i += logosPerSlide) slides.push(partners.slice(i, i + logosPerSlide));
  return slides;
}

/**
 * The partner brands, following the WAI-ARIA carousel pattern: a rotation control first, then
 * previous/next; rotation pauses while the pointer is over it or keyboard focus is inside it,
 * stays paused once the visitor pauses it, and does not start under reduced motion.
 */
export function PartnerCarousel({ partners }: { partners: readonly SitePartner[] }) {
  const { t } = useTranslation("home");
  const slides = useMemo(() => slidesOf(partners), [partners]);
  const [viewport, carousel] = useLazyCarousel(
    { loop: true, duration: 40 },
    {
      delay: slideInterval,
      playOnInit: false,
      stopOnInteraction: false,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    },
  );
  const api = carousel?.api;
  const [selected, setSelected] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !paused && !hovered && !focused;

  useEffect(() => {
    if (prefersReducedMotion()) setPaused(true);
  }, []);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect);
    return () => {
      api.off("select", onSelect);
    };
  }, [api]);

  useEffect(() => {
    if (!carousel) return;
    if (rotating) carousel.autoplay.play();
    else carousel.autoplay.stop();
  }, [carousel, rotating]);

  const onFocus = (event: FocusEvent) => {
    if (event.target.matches(":focus-visible")) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // Stable ids as keys: the pause button keeps keyboard focus when it turns into play.
  const controls: Array<{ id: string; label: string; icon: IconName; size: number; onClick: () => void }> = [
    {
      id: "rotation",
      label: t(paused ? "brands.play" : "brands.pause"),
      icon: paused ? "play" : "pause",
      size: 16,
      onClick: () => setPaused((value) => !value),
    },
    { id: "previous", label: t("brands.previous"), icon: "chevronLeft", size: 18, onClick: () => api?.scrollPrev() },
    { id: "next", label: t("brands.next"), icon: "chevronRight", size: 18, onClick: () => api?.scrollNext() },
  ];

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t("brands.carousel_label")}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className={styles.controls}>
        {controls.map((control) => (
          <button
            key={control.id}
            type="button"
            className={styles.control}
            onClick={control.onClick}
            aria-label={control.label}
          >
            <Icon name={control.icon} width={control.size} height={control.size} />
          </button>
        ))}
      </div>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track} aria-live={rotating ? "off" : "polite"}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names slides as groups
            <div
              key={slide[0]?.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t("brands.slide_label", { index: index + 1, count: slides.length })}
              data-selected={index === selected || undefined}
            >
              <ul className={styles.logos}>
                {slide.map((partner) => (
                  <li key={partner.id} className={styles.logo}>
                    {isUploadedPicture(partner.logo) ? (
                      <UploadedPicture id={partner.logo} kind="logo" sizes="150px" alt={partner.title} />
                    ) : (
                      <img
                        src={partner.logo}
                        alt={partner.title}
                        width={200}
                        height={60}
                        loading="lazy"
                        decoding="async"
                      />
                    )}
                    {/* A brand the clinic added has its description among the published texts only. */}
                    <span className={styles.description}>
                      {t(`brands.partners.${partner.id}` as "brands.partners.galderma")}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
