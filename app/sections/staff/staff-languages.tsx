import { useTranslation } from "react-i18next";
import { languageNames, languages } from "~/i18n/languages";
import { useLanguage, usePathIn } from "~/i18n/use-language";
import styles from "./staff-languages.module.css";

/** What the language links leave out of the address: a change's one-time message. */
const oneTimeParameters = ["done", "expired", "welcome", "codes_left"];

/** This same staff page in each language: short codes, each named in its own language for screen readers. */
export function StaffLanguages() {
  const { t } = useTranslation("staff");
  const current = useLanguage();
  const pathIn = usePathIn(oneTimeParameters);
  return (
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
  );
}
