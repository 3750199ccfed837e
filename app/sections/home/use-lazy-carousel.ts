import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType, AutoplayType } from "embla-carousel-autoplay";
import { useEffect, useState } from "react";

/** A running carousel: Embla's API and its autoplay plugin. */
export interface Carousel {
  api: EmblaCarouselType;
  autoplay: AutoplayType;
}

/**
 * Embla (the carousel engine) with its autoplay, loaded only when the carousel comes near the screen:
 * its code is not part of what the page downloads to start. Until then the slides are the server's
 * HTML, the first one showing. Returns the ref for the viewport element and the carousel once it runs.
 * The options are read once, when the carousel starts.
 */
export function useLazyCarousel(options: EmblaOptionsType, autoplayOptions: AutoplayOptionsType) {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [carousel, setCarousel] = useState<Carousel | null>(null);
  const [settings] = useState({ options, autoplayOptions });

  useEffect(() => {
    if (!viewport) return;
    let stopped = false;
    let api: EmblaCarouselType | undefined;
    const start = async () => {
      const [{ default: EmblaCarousel }, { default: Autoplay }] = await Promise.all([
        import("embla-carousel"),
        import("embla-carousel-autoplay"),
      ]);
      if (stopped) return;
      const autoplay = Autoplay(settings.autoplayOptions);
      api = EmblaCarousel(viewport, settings.options, [autoplay]);
      setCarousel({ api, autoplay });
    };
    // Half a screen ahead, so that it runs by the time it shows.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "50% 0px" },
    );
    observer.observe(viewport);
    return () => {
      stopped = true;
      observer.disconnect();
      api?.destroy();
      setCarousel(null);
    };
  }, [viewport, settings]);

  return [setViewport, carousel] as const;
}
