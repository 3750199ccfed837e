import type { MetaDescriptor } from "react-router";

/**
 * A staff page's title; never indexed (the `X-Robots-Tag` header says it too); and no `Referer` to other sites: a link
 * followed from the inbox (WhatsApp) must not carry its address, which may hold a search for a patient's name.
 */
export const staffMeta = (title: string | undefined): MetaDescriptor[] => [
  ...(title ? [{ title }] : []),
  { name: "robots", content: "noindex, nofollow" },
  { name: "referrer", content: "same-origin" },
];
