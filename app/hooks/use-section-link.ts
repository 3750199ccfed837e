import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import type { SectionId } from "~/pages";
import { prefersReducedMotion } from "./use-in-view";
import { usePage } from "./use-page";

/** State handed to the home page when a section is chosen from another page. */
export type ScrollToSection = { scrollTo: SectionId };

/** Scrolls smoothly to a home section; CSS leaves `--section-offset` (128 px) above it. */
export function scrollToSection(section: string) {
  const target = document.getElementById(section);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Scrolls to a section once it is on the page: after a navigation home, the parts below the first
 * screen render when their code has loaded (app/ui/on-demand.tsx). Gives up after 5 s.
 */
export function scrollToSectionWhenShown(section: string, until = Date.now() + 5000) {
  requestAnimationFrame(() => {
    if (!scrollToSection(section) && Date.now() < until) scrollToSectionWhenShown(section, until);
  });
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
    else navigate(home, { state: { scrollTo: section } satisfies ScrollToSection });
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
