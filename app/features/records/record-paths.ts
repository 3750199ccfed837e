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
