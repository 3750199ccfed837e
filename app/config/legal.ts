import type { CountryCode } from "./clinic";
/**
 * Versions of the texts visitors agree to. Each contact request records the versions it was sent
 * under; the consent banners ask again when the privacy policy's version changes.
 */
export const privacyPolicy = {
  /** Raise it whenever the policy's content changes. */
  version: "2026-11-29.2",
  /** Shown on the policy page as its "last updated" date. */
  lastUpdated: "2026-11-29",
} as const;

/** A day (`YYYY-MM-DD`) written out in a language ("15 November 2026"), whatever the reader's time zone. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

/** A day or a range of days written out in a language, without the year ("24–26 December"). */
export function formatDays(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", timeZone: "UTC" });
  const day = (value: string) => new Date(`${value}T00:00:00Z`);
  return from === to ? format.format(day(from)) : format.formatRange(day(from), day(to));
}

/** The policy's "last updated" date, written out in a language ("15 November 2026"). */
export const formatPolicyDate = (locale: string) => formatDay(privacyPolicy.lastUpdated, locale);

export const contactConsent = {
  /** Consent to be answered by e-mail (`contact:consents.accept_terms`). */
  termsVersion: "email-reply-2026-11",
  /** Agreement to the privacy policy in force. */
  policyVersion: privacyPolicy.version,
} as const;

/** Portugal's electronic complaints book, which every business website there links to (Decreto-Lei 156/2005, art. 5.º-B). */
export const complaintsBookUrl = "https://www.livroreclamacoes.pt";

/**
 * Portugal's out-of-court settlement of consumer disputes (Lei 144/2015, art. 18): the entity competent for the Lisbon
 * clinic (its area covers Lisbon), and the official list of every such entity. The clinic's counsel confirms the entity
 * it is bound to.
 */
export const disputeResolution = {
  entityUrl: "https://www.centroarbitragemlisboa.pt",
  listUrl: "https://www.consumidor.gov.pt",
} as const;

/** Where Spain's Code of Medical Ethics, the professional rules of the clinic's physicians there, can be read (LSSI-CE art. 10.1.d). */
export const medicalEthicsCodeUrl = "https://www.cgcom.es";

/** The accessibility statement's facts: when it was last reviewed, and how. */
export const accessibilityStatement = {
  /** The date of the last review (ISO), shown on the statement. */
  lastReviewed: "2026-11-29",
  /**
   * The body a visitor turns to in each country when the clinic's answer to an accessibility complaint does not
   * satisfy them (the statement names it, `accessibility:enforcement.<country>`; sources in docs/content.md). The
   * clinic's counsel confirms them.
   */
  enforcement: {
    BR: "https://www.gov.br/mdh/pt-br/ondh",
    PT: "https://www.asae.gov.pt",
    ES: "https://www.dsca.gob.es",
  } satisfies Record<CountryCode, string>,
} as const;
