/**
 * Texts by dotted path (`hero.title`) in a namespace's nested object, as `app/locales/<language>/<namespace>.json`
 * holds them: read by the server's live texts, the content editor and the text rules alike.
 */

/** Whatever stands at a dotted path: a text, a nested object, or nothing. */
export const valueAt = (bundle: unknown, key: string): unknown =>
  key.split(".").reduce<unknown>((value, part) => (value as Record<string, unknown> | undefined)?.[part], bundle);

/** The text at a dotted path, if there is one. */
export const textAt = (bundle: unknown, key: string): string | undefined => {
  const text = valueAt(bundle, key);
  return typeof text === "string" ? text : undefined;
};

/**
 * A copy of `texts` with `value` at the dotted `path`; a key the texts do not have is added. `undefined` takes the
 * text away (and the objects it leaves empty).
 */
export function withText(
  texts: Record<string, unknown>,
  path: readonly string[],
  value: string | undefined,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return texts;
  const child = texts[head];
  const next =
    rest.length === 0
      ? value
      : withText(typeof child === "object" && child !== null ? (child as Record<string, unknown>) : {}, rest, value);
  const { [head]: _, ...others } = texts;
  const empty = next === undefined || (typeof next === "object" && Object.keys(next as object).length === 0);
  // Replaced in place: the files content:export writes keep their keys' order.
  return empty ? others : { ...texts, [head]: next };
}
