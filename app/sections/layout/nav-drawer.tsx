import { useTranslation } from "react-i18next";
import { useScheduling } from "~/features/scheduling/scheduling-context";
import { Dialog, type EarlyDialogState } from "~/ui/dialog";
import { Icon } from "~/ui/icons";
import { ColorModeToggle } from "./color-mode-toggle";
import { LanguageLinks } from "./language-links";
import { MenuList } from "./menu-list";
import styles from "./nav-drawer.module.css";

/** The phone menu: a panel from the right with the entries, the booking call, mode and language. */
export function NavDrawer(state: EarlyDialogState) {
  const { onClose } = state;
  const { t } = useTranslation();
  const scheduling = useScheduling();
  return (
    <Dialog {...state} title={t("nav.menu_title")} closeLabel={t("nav.close_menu")} variant="drawer">
      <nav aria-label={t("nav.label")}>
        <MenuList className={styles.entries} itemClassName={styles.entry} onChoose={onClose} />
      </nav>
      <button
        type="button"
        className={styles.cta}
        onClick={() => {
          onClose();
          scheduling.open();
        }}
        {...scheduling.opener}
      >
        <Icon name="calendar" />
        {t("cta.schedule_now")}
      </button>
      <div className={styles.row}>
        <span className={styles.label}>{t("color_mode.label")}</span>
        <ColorModeToggle />
      </div>
      <section className={styles.languages} aria-labelledby="drawer-languages">
        <h3 id="drawer-languages" className={styles.label}>
          {t("language.label")}
        </h3>
        <LanguageLinks onChoose={onClose} />
      </section>
    </Dialog>
  );
}
