/**
 * Versions of the texts visitors agree to. Each contact request records the versions it was sent
 * under; the consent banners ask again when the privacy policy's version changes.
 */
export const privacyPolicy = {
  /** Raise it whenever the policy's content changes. */
  version: "2026-11-15",
  /** Shown on the policy page as its "last updated" date. */
  lastUpdated: "2026-11-15",
} as const;

/** The policy's "last updated" date, written out in a language ("15 November 2026"). */
export function formatPolicyDate(locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${privacyPolicy.lastUpdated}T00:00:00Z`),
  );
}

export const contactConsent = {
  /** Consent to be answered by e-mail (`contact:consents.accept_terms`). */
  termsVersion: "email-reply-2026-11",
  /** Agreement to the privacy policy in force. */
  policyVersion: privacyPolicy.version,
} as const;
