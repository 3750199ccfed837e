import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { Icon } from "~/components/ui/icons";
import { setColorMode, useColorMode } from "~/features/color-mode/color-mode";
import type { loader as rootLoader } from "~/root";
import styles from "./header-controls.module.css";

export function ColorModeToggle() {
  const { t } = useTranslation();
  const serverMode = useRouteLoaderData<typeof rootLoader>("root")?.colorMode ?? "dark";
  const mode = useColorMode(serverMode);
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => setColorMode(next)}
      aria-label={t(next === "light" ? "color_mode.to_light" : "color_mode.to_dark")}
      title={t(next === "light" ? "color_mode.to_light" : "color_mode.to_dark")}
    >
      <Icon name={mode === "dark" ? "sun" : "moon"} />
    </button>
  );
}
