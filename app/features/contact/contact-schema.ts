/** Longest accepted values: generous for real names and addresses, short enough to stop abuse. */
export const contactLimits = { name: 120, email: 254, phone: 40 } as const;

/** The honeypot: a field people never see; a bot that fills it is told "thank you" and ignored. */
export const honeypotField = "website";
/** The page the visitor came to the form from (its path), counted for the owners' figures, never stored with the request. */
export const fromField = "from";

/** The product's rule (docs/product.md#validation-messages): non-space text, @, non-space text, dot, non-space text. */
export const emailPattern = /^\S+@\S+\.\S+$/;

/** A contact request as stored: text fields trimmed, both boxes ticked (contact-validation.ts checks it). */
export interface ContactRequest {
  name: string;
  email: string;
  phone: string;
  country: string;
  /** The clinic (a location's id) the visitor chose; none: no preference. */
  clinic?: string;
  acceptTerms: true;
  acceptPolicy: true;
}
export type ContactField = keyof ContactRequest;
/** The fields in the form's order (the first wrong one gets the focus). */
export const contactFields: readonly ContactField[] = [
  "name",
  "email",
  "phone",
  "country",
  "clinic",
  "acceptTerms",
  "acceptPolicy",
];
export type ContactErrorKey =
  | "name_required"
  | "name_too_long"
  | "email_required"
  | "email_too_long"
  | "email_invalid"
  | "phone_required"
  | "phone_too_long"
  | "country_required"
  | "clinic_unknown"
  // The specification's own key for this message.
  | "accept_terms_error"
  | "policy_required";

/**
 * Control characters (NUL, tabs, line breaks, …) have no place in a name, an address or a phone number:
 * pasted ones become a space, and what is left is one line of text.
 */
export const withoutControlCharacters = (value: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
  value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");

/** What a form post carries, before any check: text fields as typed (one line each), ticked boxes as "on". */
export function fromFormData(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? withoutControlCharacters(value) : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    country: text("country"),
    // "No preference" sends an empty value: no clinic.
    clinic: text("clinic").trim() || undefined,
    acceptTerms: form.get("acceptTerms") === "on",
    acceptPolicy: form.get("acceptPolicy") === "on",
  };
}

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

export type ContactValues = { name: string; email: string; phone: string; country: string; clinic?: string };
/** `unreadable`: the post's body was not a form (a broken upload, another format). */
export type ContactFailure = "server" | "rate_limited" | "network" | "unreadable";

/** The answer to a submission, as the form shows it. */
export type ContactFormResult =
  | { ok: true }
  | { ok: false; errors?: ContactErrors; failure?: ContactFailure; values?: ContactValues };
