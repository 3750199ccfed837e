import { privacyPolicy } from "~/config/legal";
/**
 * The visitor's cookie choice, kept in their browser: the product's flag (docs/product.md#consent-and-web-vitals)
 * `cookie-banner-allowed` ("true" for allow all, "false" for reject all), and beside it the
 * policy version and the date of the choice. A choice made under an older policy version is asked
 * again (the policy banner). A flag without a record (set by hand, or by the old site) counts as a
 * choice under the current version.
 */
export const consentKeys = { allowed: "cookie-banner-allowed", record: "cookie-banner-policy" } as const;

export interface ConsentRecord {
  version: string;
  /** When the choice was made (ISO 8601). */
  date: string;
}

export type StoredConsent =
  | { status: "none" }
  | { status: "current" | "outdated"; allowed: boolean; record: ConsentRecord | undefined };

/** The banner that asks: the cookie banner (no choice yet) or the policy banner (a newer policy). */
export type BannerKind = "cookie" | "policy";

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readConsent(currentVersion: string): StoredConsent {
  const store = storage();
  const flag = store?.getItem(consentKeys.allowed);
  if (flag === null || flag === undefined) return { status: "none" };
  let record: ConsentRecord | undefined;
  try {
    const parsed = JSON.parse(store?.getItem(consentKeys.record) ?? "null");
    if (typeof parsed?.version === "string" && typeof parsed?.date === "string") record = parsed;
  } catch {
    record = undefined;
  }
  const status = record && record.version !== currentVersion ? "outdated" : "current";
  return { status, allowed: flag === "true", record };
}

export function saveConsent(allowed: boolean, version: string, now = new Date()): ConsentRecord {
  const record = { version, date: now.toISOString() };
  try {
    storage()?.setItem(consentKeys.allowed, String(allowed));
    storage()?.setItem(consentKeys.record, JSON.stringify(record));
  } catch {
    // Storage full or blocked: the choice holds for this visit only.
  }
  return record;
}

/** Whether the visitor allowed measurement under the policy in force (the page speed, a booking's steps). */
export function measurementAllowed(currentVersion = privacyPolicy.version): boolean {
  const stored = readConsent(currentVersion);
  return stored.status === "current" && stored.allowed;
}
