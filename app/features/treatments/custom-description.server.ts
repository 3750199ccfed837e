import { z } from "zod";

/**
 * `/service/:service` also accepts a description written elsewhere (the old site's links): a
 * base64 or base64url encoding of the UTF-8 JSON `{ "title": …, "description": … }`. It is shown
 * as plain text and never indexed. Anything that is not exactly that yields `undefined` (→ 404).
 */
export const customDescriptionLimits = { encoded: 8192, title: 200, description: 4000 } as const;

const customDescription = z.object({
  title: z.string().trim().min(1).max(customDescriptionLimits.title),
  description: z.string().trim().max(customDescriptionLimits.description),
});

export type CustomDescription = z.infer<typeof customDescription>;

const base64 = /^[A-Za-z0-9+/]+={0,2}$/;
const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

function decodeBase64(value: string): Uint8Array | undefined {
  if (value.length > customDescriptionLimits.encoded || !(base64.test(value) || base64url.test(value))) return;
  const standard = value.replace(/=+$/, "").replaceAll("-", "+").replaceAll("_", "/");
  if (standard.length % 4 === 1) return;
  try {
    return Uint8Array.from(atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, "=")), (c) => c.charCodeAt(0));
  } catch {
    return;
  }
}

export function decodeCustomDescription(parameter: string): CustomDescription | undefined {
  const bytes = decodeBase64(parameter);
  if (!bytes) return;
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const parsed = customDescription.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return;
  }
}
