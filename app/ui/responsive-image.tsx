interface ResponsiveImageProps {
  /** Path without width and extension: `/images/home/hero` for `/images/home/hero-640.webp`, … */
  base: string;
  widths: readonly number[];
  /** Width and height ratio of the image, e.g. [4, 3]. */
  ratio: readonly [number, number];
  /** Which width the image takes on the page, for the browser to pick a file. */
  sizes: string;
  alt: string;
  /** Above the fold: load at once. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}

/** A WebP image in several widths, with its size reserved so nothing shifts while it loads. */
export function ResponsiveImage({ base, widths, ratio, sizes, alt, eager, className }: ResponsiveImageProps) {
  const largest = Math.max(...widths);
  return (
    <img
      src={`${base}-${largest}.webp`}
      srcSet={widths.map((width) => `${base}-${width}.webp ${width}w`).join(", ")}
      sizes={sizes}
      width={largest}
      height={Math.round((largest * ratio[1]) / ratio[0])}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={className}
    />
  );
}
