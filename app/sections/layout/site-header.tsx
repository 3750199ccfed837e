import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clinic } from "~/config/clinic";
import { useAlwaysDark } from "~/hooks/use-always-dark";
import { useIsHomePage } from "~/hooks/use-section-link";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/ui/icons";
import { onDemand } from "~/ui/on-demand";
import { ColorModeToggle } from "./color-mode-toggle";
import controls from "./header-controls.module.css";
import { MenuList } from "./menu-list";
import { NavDrawer } from "./nav-drawer";
import styles from "./site-header.module.css";

// The top bar's language picker for wide screens (a phone has the languages in the drawer) hydrates on demand. The
// colour-mode button's code comes with the drawer, at start-up.
const LanguagePicker = onDemand<object>("app/sections/layout/language-picker.tsx", () =>
  import("./language-picker").then(({ LanguagePicker }) => ({ default: LanguagePicker })),
);
/**
 * The drawer comes with the page, closed, so that a tap on the menu button opens it at once, even before the app runs:
 * the page's inline script opens it then (early-taps.ts, through the button's `data-opens-dialog`), its links work as
 * links, and the app takes it over open.
 */
const drawerId = "menu-drawer";

/** The fixed top bar: translucent at the top of the page, solid once the visitor scrolls. */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [scrolled, setScrolled] = useState(false);
  const overMedia = useIsHomePage() && !scrolled;
  const alwaysDark = useAlwaysDark();

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > 24);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      className={styles.header}
      data-scrolled={scrolled || undefined}
      data-over-media={overMedia || undefined}
      data-theme={alwaysDark ? "dark" : undefined}
    >
      <div className={`container ${styles.bar}`}>
        <Link
          to={localizedPath(language, "/")}
          className={styles.brand}
          aria-label={t("nav.home", { name: clinic.name })}
        >
          <img
            src={clinic.logo.src}
            width={clinic.logo.width}
            height={clinic.logo.height}
            alt=""
            className={styles.logo}
          />
          <span className={styles.name} aria-hidden="true">
            {clinic.name}
          </span>
        </Link>
        <nav aria-label={t("nav.label")} className={styles.nav}>
          <MenuList className={styles.menu} itemClassName={styles.menuItem} />
        </nav>
        <div className={styles.tools}>
          <div className={styles.desktopOnly}>
            <LanguagePicker />
          </div>
          <div className={styles.desktopOnly}>
            <ColorModeToggle />
          </div>
          <button
            type="button"
            className={`${controls.iconButton} ${styles.menuButton}`}
            aria-label={t("nav.open_menu")}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            data-opens-dialog={drawerId}
          >
            <Icon name="menu" width={24} height={24} />
          </button>
        </div>
      </div>
      <NavDrawer
        id={drawerId}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        onOpenedEarly={() => setDrawerOpen(true)}
      />
    </header>
  );
}
