/**
 * The kinds of record whose editor's pages are the generic ones (`/admin/content/<kind>` and `…/<kind>/:id`,
 * routes/staff/content-records.tsx and content-record.tsx): app/routes.ts reads this list, which holds nothing but
 * names, so that the route configuration does not load the kinds' declarations.
 */
export const recordEditorPaths = [
  "treatments",
  "counters",
  "physicians",
  "locations",
  "closures",
  "partners",
  "questions",
  "legal",
] as const;

/** The list of a kind's records, as the router writes it (no leading slash). */
export const recordListRoute = (path: string) => `admin/content/${path}`;

/**
 * The page of one record of a kind, as the router writes it: app/routes.ts declares it, and server/app.ts lets the
 * posts of those with a picture carry a file of up to 10 MB (`pictureEditorRoutes`), from this one shape.
 */
export const recordPageRoute = (path: string) => `${recordListRoute(path)}/:id`;
