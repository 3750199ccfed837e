import { createHash } from "node:crypto";
import { data, type RouterContextProvider } from "react-router";
import { getEnv } from "~/config/env.server";
import { contactConsent } from "~/config/legal";
import { isShownClinic } from "~/features/records/record-state.server";
import { readForm } from "~/http/read-form.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { describeError, log } from "~/log.server";
import { clientAddressContext, rateLimit, rateLimitContext } from "~/security/rate-limit.server";
import { type ContactFormResult, type ContactValues, fromField, fromFormData, honeypotField } from "./contact-schema";
import { contactStore, forwardOutbox, noticeOutbox } from "./contact-services.server";
import { validateContact } from "./contact-validation";
import { isCountryCode } from "./countries.server";

/** `CONTACT_RATE_LIMIT` posts per client in 15 minutes; the action answers those over it with 429. */
export const contactRateLimit = rateLimit({
  name: "contact",
  limit: () => getEnv().CONTACT_RATE_LIMIT,
  windowSeconds: 15 * 60,
});
const keyPattern = /^[\w-]{16,64}$/;

/**
 * The key of a post that came without one (JavaScript off: the page's script makes it, app/ui/form-key-script.ts):
 * its client and contents within ten minutes, so that the browser's resending of the same post is stored once.
 */
function keyOfContents(context: Readonly<RouterContextProvider>, value: ContactValues): string {
  const period = Math.floor(Date.now() / (10 * 60 * 1000));
  const { name, email, phone, country, clinic } = value;
  const client = context.get(clientAddressContext);
  return `post-${createHash("sha256")
    .update(JSON.stringify([client, name, email, phone, country, clinic ?? "", period]))
    .digest("base64url")
    .slice(0, 40)}`;
}

/**
 * A call-back request: checked with the browser's rules, stored durably (and queued for the
 * clinic's backend) before the answer says it arrived.
 */
export async function contactAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { language } = context.get(languageContext);
  const form = await readForm(request);
  if (!form.ok) {
    log.info("contact post refused: body is not a form", { status: form.status });
    return data<ContactFormResult>({ ok: false, failure: "unreadable" }, { status: form.status });
  }
  const input = fromFormData(form.data);
  const { name, email, phone, country, clinic } = input;
  const values: ContactValues = { name, email, phone, country, ...(clinic ? { clinic } : {}) };

  if (context.get(rateLimitContext).limited) {
    log.warn("contact request refused: rate limit");
    return data<ContactFormResult>({ ok: false, failure: "rate_limited", values }, { status: 429 });
  }
  if (String(form.data.get(honeypotField) ?? "") !== "") {
    log.info("contact request dropped: honeypot filled");
    return data<ContactFormResult>({ ok: true });
  }
  const result = validateContact(input, isCountryCode, isShownClinic);
  if (!result.ok) return data<ContactFormResult>({ ok: false, errors: result.errors, values }, { status: 400 });

  const sentKey = String(form.data.get("idempotencyKey") ?? "");
  const outbox = forwardOutbox();
  const notices = noticeOutbox();
  try {
    const { id, created } = await contactStore().save(result.value, {
      idempotencyKey: keyPattern.test(sentKey) ? sentKey : keyOfContents(context, result.value),
      language,
      termsVersion: contactConsent.termsVersion,
      policyVersion: contactConsent.policyVersion,
      forward: Boolean(outbox),
      notify: Boolean(notices),
      from: String(form.data.get(fromField) ?? "").slice(0, 2048),
    });
    log.info(created ? "contact request stored" : "contact request already stored", { request: id, language });
    if (created) {
      outbox?.wake();
      notices?.wake();
    }
  } catch (error) {
    log.error("contact request not stored", describeError(error));
    return data<ContactFormResult>({ ok: false, failure: "server", values }, { status: 503 });
  }
  return data<ContactFormResult>({ ok: true });
}
