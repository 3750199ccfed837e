import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import { clinic } from "~/config/clinic";
import { staffArea, staffPath, staffSessionContext } from "~/features/staff/staff-access.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { languageNames, languages } from "~/i18n/languages";
import { bundlesFor } from "~/i18n/resources.server";
import { useLanguage, usePathIn } from "~/i18n/use-language";
import type { Route } from "./+types/staff-layout";
import styles from "./staff.module.css";

/**
 * The staff's pages (`/admin`, `/pt/admin`, …; docs/decisions/010-staff-inbox.md): plain server-rendered HTML and
 * forms, without the site's scripts, top bar or consent banner (root.tsx reads `staff` from this handle).
 */
export const handle = { staff: true } as const;

export const middleware: Route.MiddlewareFunction[] = [staffArea];

export function loader({ context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const session = context.get(staffSessionContext);
  return {
    language,
    i18n: bundlesFor(language, ["staff"]),
    signOut: session ? { action: staffPath(language, "/sign-out"), csrf: session.csrfToken } : null,
  };
}

/** What the language links leave out of the address: a change's one-time message. */
const oneTimeParameters = ["done", "expired"];

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const current = useLanguage();
  const pathIn = usePathIn(oneTimeParameters);
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
          <nav aria-label={t("shell.languages")} className={styles.languages}>
            <ul>
              {languages.map((language) => (
                <li key={language}>
                  <a
                    href={pathIn(language)}
                    hrefLang={language}
                    lang={language}
                    title={languageNames[language]}
                    aria-current={language === current ? "true" : undefined}
                  >
                    <span aria-hidden="true">{language.toUpperCase()}</span>
                    <span className="visually-hidden">{languageNames[language]}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {loaderData.signOut && (
            <form method="post" action={loaderData.signOut.action} className={styles.signOut}>
              <input type="hidden" name="csrf" value={loaderData.signOut.csrf} />
              <button type="submit" className={styles.quietButton}>
                {t("shell.sign_out")}
              </button>
            </form>
          )}
        </div>
      </header>
      <main id="main" tabIndex={-1} className={`container ${styles.main}`}>
        <Outlet />
      </main>
      <footer className={`container ${styles.footer}`}>
        <p>{t("shell.private")}</p>
      </footer>
    </>
  );
}
