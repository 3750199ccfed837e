/** The site's two colour modes (their colours: tokens.css), the default, and how a choice is read back. */
export const colorModes = ["dark", "light"] as const;
export type ColorMode = (typeof colorModes)[number];
export const defaultColorMode: ColorMode = "dark";

/** A chosen mode is stored under this name in localStorage and in a cookie, so the server renders it. */
export const colorModeKey = "color-mode";

export function toColorMode(value: unknown): ColorMode {
  return value === "light" || value === "dark" ? value : defaultColorMode;
}
