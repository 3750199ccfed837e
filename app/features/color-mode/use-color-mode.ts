import { useSyncExternalStore } from "react";
import { useRootData } from "~/root-data";
import { defaultColorMode } from "~/styles/color-modes";
import { currentColorMode, subscribeColorMode } from "./color-mode";

/**
 * The mode shown now, kept in step with the toggle; while rendering on the server, the mode the
 * root loader read from the cookie.
 */
export function useColorMode() {
  const serverMode = useRootData()?.colorMode ?? defaultColorMode;
  return useSyncExternalStore(subscribeColorMode, currentColorMode, () => serverMode);
}
