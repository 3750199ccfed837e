import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { clinic } from "~/config/clinic";
import { StaffLanguages } from "./staff-languages";
import staff from "./staff-page.module.css";
import styles from "./staff-shell.module.css";

/** The sign-out form's address and token; none on the sign-in page. */
export interface SignOut {
  action: string;
  csrf: string;
}

/** The signed-in person's pages (the ones their role opens) and who they are. */
export interface StaffNavigation {
  email: string;
  links: ReadonlyArray<{ name: "inbox" | "insights" | "content" | "accounts" | "audit" | "account"; href: string }>;
}

/**
 * The frame of every staff page: the bar with the clinic, the person's pages, the languages and the sign-out, the
 * page, the footer.
 */
export function StaffShell({
  signOut,
  navigation,
  children,
}: {
  signOut: SignOut | null;
  navigation: StaffNavigation | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("staff");
  const { pathname } = useLocation();
  // The page itself, or one within it (a section of the content); the inbox's address begins every other one.
  const current = (link: StaffNavigation["links"][number]) =>
    pathname === link.href || (link.name === "content" && pathname.startsWith(`${link.href}/`));
  return (
    <>
      <a className="skip-link" href="#main">
        {t("shell.skip_link")}
      </a>
      <header className={styles.bar}>
        <div className={`container ${styles.barInner}`}>
          <p className={styles.brand}>
            <span className={styles.clinic}>{clinic.name}</span>
            <span className={styles.area}>{t("shell.area")}</span>
          </p>
          {/* On a phone the pages, languages and sign-out fold behind "Menu" (a plain <details>: no script); on a
              wider screen they stand in the bar, the disclosure's button hidden (staff-shell.module.css). */}
          <details className={styles.menu}>
            <summary className={styles.menuButton}>{t("shell.menu")}</summary>
            <div className={styles.menuPanel}>
              {navigation && (
                <nav aria-label={t("shell.pages")} className={styles.nav}>
                  <ul>
                    {navigation.links.map((link) => (
                      <li key={link.name}>
                        <a href={link.href} aria-current={current(link) ? "page" : undefined}>
                          {link.name === "account" ? <bdi>{navigation.email}</bdi> : t(`shell.${link.name}`)}
                        </a>
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <StaffLanguages />
              {signOut && (
                <form method="post" action={signOut.action}>
                  <input type="hidden" name="csrf" value={signOut.csrf} />
                  <button type="submit" className={`${staff.button} ${styles.signOut}`}>
                    {t("shell.sign_out")}
                  </button>
                </form>
              )}
            </div>
          </details>
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        {children}
      </main>
      <footer className={`container ${styles.footer}`}>
        <p>{t("shell.private")}</p>
      </footer>
    </>
  );
}
