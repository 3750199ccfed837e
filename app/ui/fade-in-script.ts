/**
 * Inline in <head>: lets sections fade in only where that can work (IntersectionObserver, no
 * reduced motion). Without JavaScript nothing is ever hidden.
 */
export const fadeInScript = `(function(){try{if("IntersectionObserver"in window&&!matchMedia("(prefers-reduced-motion: reduce)").matches)document.documentElement.classList.add("can-fade")}catch(e){}})()`;

/** Called once the page's scripts run: the observers take over from the CSS fallback. */
export function markFadeReady() {
  document.documentElement.classList.add("fade-ready");
}
