import { useMatches } from "react-router";
import { type Page, type PageHandle, pages } from "~/pages";

const isPageHandle = (handle: unknown): handle is PageHandle =>
  typeof handle === "object" && handle !== null && "page" in handle && (handle as PageHandle).page in pages;

/** The page shown (from its route's `handle`), or undefined on the error screen. */
export function usePage(): Page | undefined {
  const handle = useMatches().findLast((match) => isPageHandle(match.handle))?.handle as PageHandle | undefined;
  return handle && pages[handle.page];
}
