import { useTranslation } from "react-i18next";
import { setColorMode } from "~/features/color-mode/color-mode";
import { useColorMode } from "~/features/color-mode/use-color-mode";
import { Icon } from "~/ui/icons";
import styles from "./header-controls.module.css";

export function ColorModeToggle() {
  const { t } = useTranslation();
  const mode = useColorMode();
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
