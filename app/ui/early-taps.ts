/**
 * Taps that come before the code that answers them (docs/decisions/012-early-taps.md).
 *
 * A page paints from its HTML alone and its scripts start after the first paint
 * (app/http/first-paint.server.ts); parts below the first screen hydrate later still
 * (app/ui/on-demand.tsx). A plain button (`type="button"`) does nothing without its code, and
 * React drops a click on content it has not taken over. So an inline script in `<head>`, running before
 * anything is painted, keeps such a tap, in the manner of Google's JSAction (the event replay Angular ships):
 *
 * - a press (`pointerdown`) on a plain button whose code is not there yet (the app has not hydrated, or the button's
 *   on-demand part has not), on a `<summary>` before the app runs or in such a part, or, once the app runs, on a
 *   form's submit button in such a part, marks it `data-tap-pending` and `aria-busy` (global.css shows it as busy in
 *   the next frame). A submit button is the browser's, which posts the form itself, when pressed before the app ran
 *   (even if the app starts before its click) or when its part's code cannot load (`parts-unavailable`: one held
 *   then is pressed again for the browser to post). A press that turns into a scroll (`pointercancel`) or is let go
 *   elsewhere leaves nothing marked; a summary's mark goes with its click (the browser opens its details);
 * - the press's events (pointer, touch, mouse, click) on such a control are kept from React: React would hydrate the
 *   whole page at once, inside the event (its "synchronous hydration" of discrete events), and the press's mark
 *   would show only after that, 100–300 ms later on a phone; the page hydrates as it would have, in slices;
 * - the click on such a button stays marked, its default (a form's sending) prevented, and once the code is there
 *   (`earlyTaps.live()` when the app has hydrated, `earlyTaps.flush()` when a part has), the button is pressed again,
 *   once: the form then goes as the app sends it. Only the last tapped button is kept: a second tap on the same button
 *   is the visitor's impatience, not a second wish, and a toggle pressed twice would undo itself.
 *
 * - a button that opens a dialog the page carries closed (`data-opens-dialog`, its id: the menu's drawer, the booking
 *   dialog) opens it at once, before the app runs, as the app would (`showModal`), rather than wait for the app; the
 *   dialog's close button (`data-closes-dialog`), its backdrop, Escape (the browser's own) and a link in it close it,
 *   and the app takes the dialog over as it finds it (dialog.tsx). Only until the app runs: then the app opens them.
 *
 * Links need no help: they navigate natively until the app takes them over, as forms post before the app runs.
 */
export const earlyTapsScript = `(function(w){var live=0,held=0,down=0,B='button[type="button"]',P="data-tap-pending",A="aria-busy";function on(t,f){w.addEventListener(t,f,!0)}function ready(b){var p=b.closest("[data-on-demand]");return live&&(!p||p.getAttribute("data-on-demand")=="hydrated"||b.type=="submit"&&document.documentElement.classList.contains("parts-unavailable"))}function find(e){var t=e.target;return t&&t.closest&&t.closest(live?"button,summary":B+",summary")}function guard(e){var b=find(e);if(b&&!ready(b)){e.stopImmediatePropagation();return b}}function mark(b,m){m?(b.setAttribute(P,""),b.setAttribute(A,"true")):(b.removeAttribute(P),b.removeAttribute(A))}function up(){down&&down!=held&&mark(down);down=0}function flush(){var b=held;b&&ready(b)&&(held=0,mark(b),b.isConnected&&b.click())}on("pointerdown",function(e){up();var b=guard(e);b&&mark(down=b,1)});on("pointerup",function(e){guard(e);down&&!down.contains(e.target)&&up()});"touchstart touchend mousedown mouseup".split(" ").forEach(function(t){on(t,guard)});on("pointercancel",up);on("close",function(e){var d=e.target;!live&&d.id&&document.querySelectorAll('[data-opens-dialog="'+d.id+'"][aria-expanded]').forEach(function(b){b.setAttribute("aria-expanded","false")})});on("click",function(e){var t=e.target,o,d;if(!live&&t&&t.closest){if(t.tagName=="DIALOG"&&t.open)return t.close();o=t.closest("[data-opens-dialog]");d=o&&document.getElementById(o.getAttribute("data-opens-dialog"));if(d&&d.showModal){e.stopImmediatePropagation();e.preventDefault();down==o&&(down=0);mark(o);t=o.closest("dialog[open]");t&&t.close();d.open||d.showModal();o.hasAttribute("aria-expanded")&&o.setAttribute("aria-expanded","true");return}o=t.closest("[data-closes-dialog]");d=o&&o.closest("dialog[open]");if(d){e.stopImmediatePropagation();e.preventDefault();down==o&&(down=0);mark(o);return d.close()}o=t.closest("dialog[open] a[href]");o&&o.closest("dialog").close()}var b=find(e);b=b&&(b.type!="submit"||b==down)&&!ready(b)&&(e.stopImmediatePropagation(),b);if(b!=down)up();if(b){if(b.tagName!="BUTTON")return up();e.preventDefault();down=0;held&&held!=b&&mark(held);mark(held=b,1)}});w.earlyTaps={live:function(){live=1;flush()},flush:flush,waiting:function(){return!!held}}})(window)`;

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

/**
 * Called once a part's code could not load (offline, or a file gone): a form's submit button held for it is pressed
 * again, and the browser posts the form (the `parts-unavailable` mark makes it the browser's), rather than leaving
 * the visitor before a busy button until the code comes.
 */
export function partCannotLoad() {
  window.earlyTaps?.flush();
}

/** Whether a visitor's tap waits for the app's code (then what it needs is fetched at once). */
export function tapIsWaiting() {
  return typeof window !== "undefined" && window.earlyTaps?.waiting() === true;
}
