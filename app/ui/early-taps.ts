/**
 * Taps that come before the code that answers them (docs/decisions/012-early-taps.md).
 *
 * A page paints from its HTML alone and its scripts start after the first paint
 * (app/http/first-paint.server.ts); parts below the first screen hydrate later still
 * (app/ui/on-demand.tsx). A plain button (`type="button"`) does nothing without its code, and
 * React drops a click on content it has not taken over. So an inline script in `<head>`, running before
 * anything is painted, keeps such a tap, in the manner of Google's JSAction (the event replay Angular ships):
 *
 * - a click on a plain button whose code is not there yet (the app has not hydrated, or the button's on-demand
 *   part has not) is stopped before React sees it, and the button is marked `data-tap-pending` and
 *   `aria-busy` (global.css shows it as busy at once);
 * - once the code is there (`earlyTaps.live()` when the app has hydrated, `earlyTaps.flush()` when a part has),
 *   the button is pressed again, once. Only the last tapped button is kept: a second tap on the same button is
 *   the visitor's impatience, not a second wish, and a toggle pressed twice would undo itself.
 *
 * Links and forms need no help: they navigate and post natively until the app takes them over.
 */
export const earlyTapsScript = `(function(){var w=window,live=0,held=null;function ready(b){var p=b.closest("[data-on-demand]");return live&&(!p||p.getAttribute("data-on-demand")==="hydrated")}function settle(b){b.removeAttribute("data-tap-pending");b.removeAttribute("aria-busy")}function flush(){var b=held;if(b&&ready(b)){held=null;settle(b);if(b.isConnected)b.click()}}w.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest('button[type="button"]');if(!b||ready(b))return;e.stopImmediatePropagation();if(held&&held!==b)settle(held);held=b;b.setAttribute("data-tap-pending","");b.setAttribute("aria-busy","true")},true);w.earlyTaps={live:function(){live=1;flush()},flush:flush,waiting:function(){return!!held}}})()`;

interface EarlyTaps {
  /** The app has hydrated: buttons outside on-demand parts answer now. */
  live: () => void;
  /** A part has hydrated: a button tapped in it is pressed again. */
  flush: () => void;
  /** Whether a tap is waiting for its code. */
  waiting: () => boolean;
}

declare global {
  interface Window {
    /** Set by `earlyTapsScript` on the site's pages (not on the staff's, which have no scripts). */
    earlyTaps?: EarlyTaps;
  }
}

/** Called once the app has hydrated the page. */
export function appIsLive() {
  window.earlyTaps?.live();
}

/** Called once an on-demand part has hydrated. */
export function partIsLive() {
  window.earlyTaps?.flush();
}

/** Whether a visitor's tap waits for the app's code (then what it needs is fetched at once). */
export function tapIsWaiting() {
  return typeof window !== "undefined" && window.earlyTaps?.waiting() === true;
}
