import { useId } from "react";
import { useTranslation } from "react-i18next";
import { type ServiceCard as Card, serviceImageWidths } from "~/config/services";
import { Icon } from "~/ui/icons";
import { ThemedImage } from "~/ui/themed-image";
import styles from "./service-card.module.css";

/** One clickable service card; its image has a light and a dark rendition, shown by colour mode. */
export function ServiceCard({
  card,
  count,
  onOpen,
  onPrepare,
}: {
  card: Card;
  /** How many treatments the card lists. */
  count: number;
  onOpen: () => void;
  onPrepare: () => void;
}) {
  const { t } = useTranslation("home");
  const id = useId();
  return (
    <button
      type="button"
      className={styles.card}
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
      aria-haspopup="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description ${id}-count`}
    >
      <span className={styles.media} role="img" aria-label={t(`services.cards.${card.id}.image_alt`)}>
        <ThemedImage
          base={card.image}
          widths={serviceImageWidths}
          ratio={[5, 4]}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          alt=""
          className={styles.image}
        />
      </span>
      <span className={styles.body}>
        <span id={`${id}-title`} className={styles.title}>
          {t(`services.cards.${card.id}.title`)}
        </span>
        <span id={`${id}-description`} className={styles.description}>
          {t(`services.cards.${card.id}.description`)}
        </span>
        <span id={`${id}-count`} className={styles.more}>
          {t("services.count", { count })}
          <Icon name="arrowRight" width={18} height={18} />
        </span>
      </span>
    </button>
  );
}
