// The contact request's checks, the same in the browser and on the server. Zod Mini: the same checks as
// Zod in a few kilobytes; the form loads this module when a visitor starts on it, not with the page.
import * as z from "zod/mini";
import {
  type ContactErrorKey,
  type ContactErrors,
  type ContactField,
  type ContactRequest,
  contactLimits,
  emailPattern,
} from "./contact-schema";

// No `new Function` probe or compiled parsers: the site's CSP forbids eval, and the probe alone
// is reported as a violation in the browser.
z.config({ jitless: true });

/** Messages are keys of the `contact` namespace (`contact:errors.<key>`), translated where they are shown. */
const contactSchema = z.object({
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
  clinic: z.optional(z.string()),
  acceptTerms: z.literal(true, "accept_terms_error"),
  acceptPolicy: z.literal(true, "policy_required"),
}) satisfies z.ZodMiniType<ContactRequest>;

/**
 * Checks a request; gives either the clean values or the first message for each wrong field. A country must be one
 * the form offers (`isCountry`), and a clinic, if one is chosen, one of the clinics the site shows (`isClinic`).
 */
export function validateContact(
  input: unknown,
  isCountry: (code: string) => boolean,
  isClinic: (id: string) => boolean,
): { ok: true; value: ContactRequest } | { ok: false; errors: ContactErrors } {
  const result = contactSchema
    .check(
      z.refine((value) => isCountry(value.country), { path: ["country"], message: "country_required" }),
      z.refine((value) => value.clinic === undefined || isClinic(value.clinic), {
        path: ["clinic"],
        message: "clinic_unknown",
      }),
    )
    .safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, errors };
}
