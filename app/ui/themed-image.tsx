import type { ComponentProps } from "react";
import { ResponsiveImage } from "./responsive-image";
import styles from "./themed-image.module.css";

/**
 * An image with a dark and a light rendition (`<base>-dark-<width>.webp`, `<base>-light-…`): only
 * the current colour mode's is displayed, and lazy loading leaves the other one unfetched.
 */
export function ThemedImage({ base, className = "", ...props }: ComponentProps<typeof ResponsiveImage>) {
  return (
    <>
      <ResponsiveImage base={`${base}-dark`} className={`${className} ${styles.dark}`} {...props} />
      <ResponsiveImage base={`${base}-light`} className={`${className} ${styles.light}`} {...props} />
    </>
  );
}
