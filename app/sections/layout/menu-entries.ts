/** The top bar's four entries, in order (docs/product.md#top-bar-and-drawer): booking, then three home sections. */
export const menuEntries = [
  { kind: "schedule", label: "nav.schedule" },
  { kind: "section", section: "features", label: "nav.features" },
  { kind: "section", section: "services", label: "nav.services" },
  { kind: "section", section: "contactus", label: "nav.contact" },
] as const;
