/**
 * The id of the page's element that hands the client the files of each part loaded on demand, as JSON: written by
 * the server (fetch-ahead.server.ts), read by app/ui/prefetch.ts.
 */
export const fetchAheadElementId = "fetch-ahead";

/** The files of each part loaded on demand, by the part's source file (`app/sections/layout/nav-drawer.tsx`). */
export type FetchAheadFiles = Readonly<Record<string, readonly string[]>>;
