import { useTranslation } from "react-i18next";
import type { CataloguePage } from "~/features/content/text-catalogue";
import type { Language } from "~/i18n/languages";
import styles from "./content.module.css";
import { useContentNames } from "./content-names";
import { PostForm } from "./content-page";
import { useLanguageName } from "./language-names";
import staff from "./staff-page.module.css";

export interface ReviewText {
  namespace: string;
  key: string;
  page: CataloguePage;
  section: string;
  within: string[];
  english: string;
  translation: string;
  href: string;
}

/**
 * The translations of one language whose English changed since they were written: each with its English now and the
 * translation, confirmed as still right here, or changed in its section.
 */
export function ContentReviewList({
  language,
  texts,
  csrf,
  backHref,
}: {
  language: Language;
  texts: readonly ReviewText[];
  csrf: string;
  backHref: string;
}) {
  const { t } = useTranslation("staff");
  const languageName = useLanguageName();
  const names = useContentNames();
  return (
    <section className={staff.section} aria-labelledby="content-review-list">
      <h2 id="content-review-list" className={staff.sectionHeading}>
        {t("content.review.list_heading", { language: languageName(language) })}
      </h2>
      {texts.length === 0 ? (
        <p className={staff.muted}>{t("content.review.none_in", { language: languageName(language) })}</p>
      ) : (
        <ul className={styles.list}>
          {texts.map((text) => {
            const id = `review-${text.namespace}-${text.key.replaceAll(".", "-")}`;
            return (
              <li key={`${text.namespace}:${text.key}`} className={styles.text} aria-labelledby={id}>
                <h3 id={id} className={styles.name}>
                  <span>{names.place(text)}</span>
                  <code className={styles.key}>
                    {text.namespace}:{text.key}
                  </code>
                </h3>
                <dl className={styles.compare}>
                  <div>
                    <dt>{t("content.review.english_now")}</dt>
                    <dd lang="en">{text.english}</dd>
                  </div>
                  <div>
                    <dt>{t("content.review.translation", { language: languageName(language, true) })}</dt>
                    <dd lang={language}>{text.translation}</dd>
                  </div>
                </dl>
                <PostForm csrf={csrf} className={staff.buttons}>
                  <input type="hidden" name="language" value={language} />
                  <input type="hidden" name="namespace" value={text.namespace} />
                  <input type="hidden" name="key" value={text.key} />
                  <button type="submit" name="intent" value="confirm" className={staff.button}>
                    {t("content.review.confirm")}
                  </button>
                  <a href={text.href} className={staff.textLink}>
                    {t("content.review.edit")}
                  </a>
                </PostForm>
              </li>
            );
          })}
        </ul>
      )}
      <p>
        <a href={backHref} className={staff.textLink}>
          {t("content.back")}
        </a>
      </p>
    </section>
  );
}
