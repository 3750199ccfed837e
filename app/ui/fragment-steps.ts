/**
 * Steps through the history within one page (a link to a section: the privacy policy's contents, its "back to top",
 * the skip link; another `#section` typed in the address; back or forward over them) are the browser's, as on a site
 * without JavaScript: it moves to the section, and going back returns where the visitor was. The router does not hear
 * of them, for two reasons. It knows neither entry such a link makes (both read as its first, `default`), so its
 * scroll restoration (`manual`) kept the visitor at the section when they went back. And React renders the router's
 * answer to `popstate` at once rather than as a transition, so a part of the page still waiting for its code
 * (on-demand.tsx) would lose its HTML and the page shrink under the visitor. The router's own section links
 * (use-section-link.ts) make entries it knows, and keep its restoration.
 */

const noted = "fragmentScrollY";
/** The page the router shows (path and query): a step that stays on it is within the page. */
let routerPage = "";

/** Told by the root at each page the router shows. */
export function routerShows(page: string) {
  routerPage = page;
}

/** Listens from the start, before the router does (the root's module runs before the router is made). */
function keepPlaceAcrossFragmentSteps() {
  const page = () => `${location.pathname}${location.search}`;
  routerPage = page();
  // A link within the page notes where the page stood in the entry it leaves; bubbling to the window, after the
  // router's links have prevented what they handle.
  addEventListener("click", (event) => {
    const link = (event.target as Element).closest?.("a[href]");
    if (event.defaultPrevented || !(link instanceof HTMLAnchorElement) || link.target || !link.hash) return;
    if (link.origin === location.origin && `${link.pathname}${link.search}` === page())
      history.replaceState({ ...history.state, [noted]: scrollY }, "");
  });
  // Capturing on the window comes before the router's listener. An entry the router made is its own, unless a link
  // within the page noted it (the visitor comes back from a section).
  addEventListener(
    "popstate",
    (event) => {
      const state = history.state;
      const y = state?.[noted];
      if (page() !== routerPage || (state?.key && typeof y !== "number")) return;
      event.stopImmediatePropagation();
      if (typeof y === "number") scrollTo(0, y);
      else
        try {
          document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
        } catch {}
    },
    { capture: true },
  );
}

if (typeof window !== "undefined") keepPlaceAcrossFragmentSteps();
