import { cloneElement, type ReactElement, type ReactNode } from "react";

/**
 * The elements a text's tags stand for, given to `<Trans components>` (docs/decisions/024-text-markup.md): each is
 * drawn from the code's own element with the text's words inside, and nothing else a text writes on its tag. Without
 * this, react-i18next lays a tag's attributes over the element's props (`<policy href="…">` would set the link): the
 * publish check refuses such a text and a stored one gives way to the repository's, and this is the third wall.
 */
export function textTags(elements: Record<string, ReactElement>): Record<string, ReactElement> {
  return Object.fromEntries(
    Object.entries(elements).map(([name, element]) => {
      const Tag = ({ children }: { children?: ReactNode }) => cloneElement(element, undefined, children);
      Tag.displayName = `TextTag(${name})`;
      return [name, <Tag key={name} />];
    }),
  );
}
