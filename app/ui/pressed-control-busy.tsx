import { useLayoutEffect } from "react";

/**
 * The Suspense fallback of what a tap opens (the drawer, the booking dialog) while its code is still on its way (a tap
 * right after start-up, before it was fetched ahead): the button that was pressed, which has the focus, shows itself
 * busy as the early-taps script marks it (global.css), until the dialog shows.
 */
export function PressedControlBusy() {
  useLayoutEffect(markPressedControlBusy, []);
  return null;
}

/** Marks the pressed button (the focused one) busy, as the early-taps script does; returns what unmarks it. */
export function markPressedControlBusy(): () => void {
  const control = document.activeElement;
  if (!(control instanceof HTMLButtonElement)) return () => {};
  control.setAttribute("data-tap-pending", "");
  control.setAttribute("aria-busy", "true");
  return () => {
    control.removeAttribute("data-tap-pending");
    control.removeAttribute("aria-busy");
  };
}
