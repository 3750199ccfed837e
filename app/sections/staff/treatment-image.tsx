import { useTranslation } from "react-i18next";
import { UploadedPicture } from "~/ui/uploaded-picture";
import styles from "./content.module.css";
import staff from "./staff-page.module.css";

interface TreatmentImageProps {
  /** The picture its page shows (drafts applied), or none: its card's illustration. */
  image: string | null;
  csrf: string;
  limits: { width: number; height: number; megabytes: number };
  /** Its description in the language edited, as the texts' form holds it. */
  alt: string;
}

/**
 * A treatment's own picture: the one its page shows, a file to upload instead (without JavaScript, as a plain
 * multipart form), and the way back to its card's illustration. Its description is one of the treatment's texts.
 */
export function TreatmentImage({ image, csrf, limits, alt }: TreatmentImageProps) {
  const { t } = useTranslation("staff");
  return (
    <section className={staff.section} aria-labelledby="treatment-image">
      <h2 id="treatment-image" className={staff.sectionHeading}>
        {t("content.treatments.image.title")}
      </h2>
      {image ? (
        <div className={styles.picture}>
          <UploadedPicture id={image} kind="treatment" sizes="320px" alt={alt} className={styles.pictureImage} />
          <p>{t("content.treatments.image.current")}</p>
        </div>
      ) : (
        <p>{t("content.treatments.image.none")}</p>
      )}
      <form method="post" encType="multipart/form-data" className={staff.fields}>
        <input type="hidden" name="csrf" value={csrf} />
        <div className={staff.field}>
          <label htmlFor="treatment-image-file" className={staff.label}>
            {t("content.treatments.image.file")}
          </label>
          <input
            id="treatment-image-file"
            name="image"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            required
            aria-describedby="treatment-image-hint"
            className={staff.input}
          />
          <p id="treatment-image-hint" className={staff.muted}>
            {t("content.treatments.image.hint", limits)}
          </p>
        </div>
        <div className={staff.buttons}>
          <button type="submit" name="intent" value="image" className={staff.primaryButton}>
            {t(image ? "content.treatments.image.replace" : "content.treatments.image.upload")}
          </button>
        </div>
      </form>
      {image && (
        <form method="post" className={staff.buttons}>
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" name="intent" value="image_remove" className={staff.button}>
            {t("content.treatments.image.remove")}
          </button>
        </form>
      )}
    </section>
  );
}
