import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import type { SectionId } from "~/pages";
import { prefersReducedMotion } from "./use-in-view";
import { usePage } from "./use-page";

/** State handed to the home page when a section is chosen from another page, and the page it was chosen on. */
export type ScrollToSection = { scrollTo: SectionId; from?: string };

/** Scrolls smoothly to a home section; CSS leaves `--section-offset` (128 px) above it. */
export function scrollToSection(section: string) {
  const target = document.getElementById(section);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/** What tells that the visitor took over the page (scrolled, tapped, typed) while a section was awaited. */
const visitorActions = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

/**
 * Scrolls to a section once it is on the page: after a navigation home, the parts below the first screen render when
 * their code has loaded (app/ui/on-demand.tsx), which on a slow phone may take seconds. The visitor asked for the
 * section, so the wait lasts until it shows, unless they act on the page meanwhile (then the page is theirs) or
 * 30 s pass.
 */
export function scrollToSectionWhenShown(section: string) {
  const until = Date.now() + 30_000;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of visitorActions) window.removeEventListener(type, stop, true);
  };
  for (const type of visitorActions) window.addEventListener(type, stop, { capture: true, passive: true });
  const tryNow = () => {
    if (scrollToSection(section) || Date.now() >= until) stop();
    else frame = requestAnimationFrame(tryNow);
  };
  frame = requestAnimationFrame(tryNow);
}

/** Whether the page shown is a home page (`/`, `/pt`, or a `/{name}` alias). */
export function useIsHomePage() {
  return usePage()?.home === true;
}

/** Goes to a home section: a smooth scroll on the home page, or a navigation home that then scrolls. */
export function useGoToSection() {
  const language = useLanguage();
  const navigate = useNavigate();
  const onHome = useIsHomePage();
  const home = localizedPath(language, "/");
  return (section: SectionId) => {
    if (onHome) requestAnimationFrame(() => scrollToSection(section));
    else navigate(home, { state: { scrollTo: section, from: window.location.pathname } satisfies ScrollToSection });
  };
}

/**
 * A link to a section of the home page: a plain `/#features` link without JavaScript; with it,
 * the smooth way of `useGoToSection`.
 */
export function useSectionLink(section: SectionId, beforeNavigate?: () => void) {
  const language = useLanguage();
  const goTo = useGoToSection();
  return {
    href: `${localizedPath(language, "/")}#${section}`,
    onClick(event: MouseEvent<HTMLAnchorElement>) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      beforeNavigate?.();
      goTo(section);
    },
  };
}
