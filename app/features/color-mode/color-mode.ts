import { stringifySetCookie } from "cookie";
import { type ColorMode, colorModeKey, toColorMode } from "~/styles/color-modes";

const oneYear = 60 * 60 * 24 * 365;

/**
 * Runs inline in <head> before the first paint: the cookie already gave the server the mode,
 * this covers a visitor whose cookie is gone but whose localStorage still holds the choice.
 */
export const colorModeScript = `(function(){try{var m=localStorage.getItem("${colorModeKey}");if(m==="light"||m==="dark"){var d=document.documentElement;d.dataset.theme=m;d.style.colorScheme=m}}catch(e){}})()`;

const listeners = new Set<() => void>();

/** The mode shown now: the `data-theme` of <html> is the one source of truth. */
export function currentColorMode(): ColorMode {
  return toColorMode(document.documentElement.dataset.theme);
}

export function setColorMode(mode: ColorMode) {
  const root = document.documentElement;
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  try {
    localStorage.setItem(colorModeKey, mode);
  } catch {
    // Storage may be blocked; the cookie still remembers the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie lets the server render the right mode; Cookie Store is not in every browser
  document.cookie = stringifySetCookie({
    name: colorModeKey,
    value: mode,
    path: "/",
    maxAge: oneYear,
    sameSite: "lax",
    secure: window.location.protocol === "https:",
  });
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever `setColorMode` changes the mode; returns the unsubscribe. */
export function subscribeColorMode(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
