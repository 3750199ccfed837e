import { Link } from "react-router";
import { rememberLanguage } from "~/i18n/language-storage";
import { languageNames, languages } from "~/i18n/languages";
import { useLanguage, usePathIn } from "~/i18n/use-language";
import { flagOf } from "./flags";
import styles from "./language-links.module.css";

/** The five languages as links to this same page in each; the choice is remembered. */
export function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  const current = useLanguage();
  const pathIn = usePathIn();
  return (
    <ul className={styles.list}>
      {languages.map((language) => (
        <li key={language}>
          <Link
            to={pathIn(language)}
            className={styles.link}
            hrefLang={language}
            lang={language}
            aria-current={language === current ? "true" : undefined}
            preventScrollReset
            onClick={() => {
              void rememberLanguage(language);
              onChoose?.();
            }}
          >
            <img src={flagOf(language)} alt="" width={24} height={18} loading="lazy" className={styles.flag} />
            <span>{languageNames[language]}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
