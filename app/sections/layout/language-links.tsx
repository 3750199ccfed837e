import { Link, useNavigate } from "react-router";
import { rememberLanguage } from "~/i18n/language-storage";
import { languageNames, languages } from "~/i18n/languages";
import { useLanguage, usePathIn } from "~/i18n/use-language";
import { flagOf } from "./flags";
import styles from "./language-links.module.css";

/**
 * The five languages as links to this same page in each; the choice is remembered before the page of the new
 * language is asked for (an English address has no prefix: the server reads the remembered choice).
 */
export function LanguageLinks({ onChoose }: { onChoose?: () => void }) {
  const current = useLanguage();
  const pathIn = usePathIn();
  const navigate = useNavigate();
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
            onClick={(event) => {
              // A new tab or window (modifier keys, middle click) is the browser's to open.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onChoose?.();
              rememberLanguage(language);
              navigate(pathIn(language), { preventScrollReset: true });
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
