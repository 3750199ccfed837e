// Zod Mini: the same checks as Zod in a few kilobytes, for this schema runs in the browser too.
import * as z from "zod/mini";

// No `new Function` probe or compiled parsers: the site's CSP forbids eval, and the probe alone
// is reported as a violation in the browser.
z.config({ jitless: true });

/** Longest accepted values: generous for real names and addresses, short enough to stop abuse. */
export const contactLimits = { name: 120, email: 254, phone: 40 } as const;

/** The honeypot: a field people never see; a bot that fills it is told "thank you" and ignored. */
export const honeypotField = "website";

/** The product's rule (docs/product.md#validation-messages): non-space text, @, non-space text, dot, non-space text. */
export const emailPattern = /^\S+@\S+\.\S+$/;

/**
 * The contact request, checked with the same rules in the browser and on the server. Messages
 * are keys of the `contact` namespace (`contact:errors.<key>`), translated where they are shown.
 */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, "name_required"), z.maxLength(contactLimits.name, "name_too_long")),
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "email_required"),
      z.maxLength(contactLimits.email, "email_too_long"),
      z.regex(emailPattern, "email_invalid"),
    ),
  phone: z
    .string()
    .check(z.trim(), z.minLength(1, "phone_required"), z.maxLength(contactLimits.phone, "phone_too_long")),
  country: z.string().check(z.regex(/^[A-Z]{2}$/, "country_required")),
  acceptTerms: z.literal(true, "terms_required"),
  acceptPolicy: z.literal(true, "policy_required"),
});

export type ContactRequest = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactRequest;
export const contactFields = Object.keys(contactSchema.shape) as ContactField[];
export type ContactErrorKey =
  | "name_required"
  | "name_too_long"
  | "email_required"
  | "email_too_long"
  | "email_invalid"
  | "phone_required"
  | "phone_too_long"
  | "country_required"
  | "terms_required"
  | "policy_required";

/** What a form post carries, before any check: text fields as typed, ticked boxes as "on". */
export function fromFormData(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    email: text("email"),
    phone: text("phone"),
    country: text("country"),
    acceptTerms: form.get("acceptTerms") === "on",
    acceptPolicy: form.get("acceptPolicy") === "on",
  };
}

export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

/** Checks a request; gives either the clean values or the first message for each wrong field. */
export function validateContact(
  input: unknown,
  isCountry: (code: string) => boolean,
): { ok: true; value: ContactRequest } | { ok: false; errors: ContactErrors } {
  const result = contactSchema
    .check(z.refine((value) => isCountry(value.country), { path: ["country"], message: "country_required" }))
    .safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, errors };
}

export type ContactValues = { name: string; email: string; phone: string; country: string };
export type ContactFailure = "server" | "rate_limited" | "network";

/** The answer to a submission, as the form shows it. */
export type ContactFormResult =
  | { ok: true }
  | { ok: false; errors?: ContactErrors; failure?: ContactFailure; values?: ContactValues };
