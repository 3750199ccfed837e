import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { clinic } from "~/config/clinic";
import { useAlwaysDark } from "~/hooks/use-always-dark";
import { useIsHomePage } from "~/hooks/use-section-link";
import { localizedPath } from "~/i18n/localized-path";
import { useLanguage } from "~/i18n/use-language";
import { Icon } from "~/ui/icons";
import { onDemand } from "~/ui/on-demand";
import { lazyFetchedAhead, prefetch, prefetchNow } from "~/ui/prefetch";
import { PressedControlBusy } from "~/ui/pressed-control-busy";
import controls from "./header-controls.module.css";
import { MenuList } from "./menu-list";
import styles from "./site-header.module.css";

// The top bar's controls for wide screens (a phone has them in the drawer) hydrate on demand.
const LanguagePicker = onDemand<object>("app/sections/layout/language-picker.tsx", () =>
  import("./language-picker").then(({ LanguagePicker }) => ({ default: LanguagePicker })),
);
const ColorModeToggle = onDemand<object>("app/sections/layout/color-mode-toggle.tsx", () =>
  import("./color-mode-toggle").then(({ ColorModeToggle }) => ({ default: ColorModeToggle })),
);
// The drawer renders when a visitor first opens it: until then it is a closed dialog, nothing to see. Its code is
// fetched ahead, when the browser is idle after start-up or when a press on the menu button begins.
const {
  Component: NavDrawer,
  fetchCode: loadNavDrawer,
  whenLoaded: whenNavDrawerLoaded,
} = lazyFetchedAhead(
  () => import("./nav-drawer"),
  (module) => module.NavDrawer,
);
prefetch("app/sections/layout/nav-drawer.tsx", loadNavDrawer);

/** The fixed top bar: translucent at the top of the page, solid once the visitor scrolls. */
export function SiteHeader() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
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
            onPointerDown={() => prefetchNow(loadNavDrawer)}
            onClick={() =>
              whenNavDrawerLoaded(() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              })
            }
          >
            <Icon name="menu" width={24} height={24} />
          </button>
        </div>
      </div>
      {drawerWanted && (
        <Suspense fallback={<PressedControlBusy />}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
