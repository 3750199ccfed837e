import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { useFetcher, useLocation } from "react-router";
import { clinic, ownClinicOf } from "~/config/clinic";
import { useBookingForm, useContactClinic } from "~/features/scheduling/scheduling-context";
import { useLocations } from "~/hooks/use-locations";
import type { ScrollToSection } from "~/hooks/use-section-link";
import { useWhatsAppChats } from "~/hooks/use-whatsapp-chats";
import { localizedPath } from "~/i18n/localized-path";
import { textTags } from "~/i18n/text-tags";
import { useLanguage } from "~/i18n/use-language";
import buttons from "~/ui/button.module.css";
import { Icon } from "~/ui/icons";
import { prefetch } from "~/ui/prefetch";
import { Checkbox, Field } from "./contact-fields";
import styles from "./contact-form.module.css";
import {
  type ContactErrors,
  type ContactField,
  type ContactFormResult,
  contactFields,
  contactLimits,
  fromField,
  fromFormData,
  honeypotField,
} from "./contact-schema";

type Validation = typeof import("./contact-validation");
let validation: Validation | undefined;
/**
 * The checks (Zod Mini): not with the page's start-up, but fetched ahead once the browser is idle after it, or when a
 * visitor starts on the form, so that a press on "send" answers at once.
 */
const loadValidation = () =>
  import("./contact-validation").then((module) => {
    validation = module;
    return module;
  });
prefetch("app/features/contact/contact-validation.ts", loadValidation);

export interface ContactFormProps {
  countries: ReadonlyArray<{ code: string; name: string }>;
  /** The answer of a post made without JavaScript (the page reloaded with it). */
  initial?: ContactFormResult;
}

/** The text fields, in order, with the keyboard and autofill hints phones and browsers use. */
const textFields = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email", inputMode: "email" },
  { name: "phone", type: "tel", autoComplete: "tel", inputMode: "tel" },
] as const;

/** Moves focus to the first field (in the form's order) that has an error. */
function focusFirstError(form: HTMLFormElement | null, found: ContactErrors) {
  const first = contactFields.find((field) => found[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

const limitOf = (field: ContactField) =>
  field in contactLimits ? contactLimits[field as keyof typeof contactLimits] : 0;

/**
 * The page the visitor came to the form from, for the owners' figures: the page a section link was followed on
 * (use-section-link.ts), else the page of this site that linked here, else the form's own page.
 */
function useCameFrom(ownPage: string) {
  const location = useLocation();
  const [from, setFrom] = useState(ownPage);
  useEffect(() => {
    const linked = (location.state as ScrollToSection | null)?.from;
    let referred: string | undefined;
    try {
      const referrer = document.referrer ? new URL(document.referrer) : undefined;
      if (referrer?.origin === window.location.origin) referred = referrer.pathname;
    } catch {
      referred = undefined;
    }
    setFrom(linked ?? referred ?? ownPage);
  }, [location.state, ownPage]);
  return from;
}

/**
 * The call-back form: a real POST form (it works without JavaScript); with JavaScript it checks
 * the fields first and sends in the background. The success banner shows only once the server
 * has stored the request.
 */
export function ContactForm({ countries, initial }: ContactFormProps) {
  const { t } = useTranslation("contact");
  const chats = useWhatsAppChats();
  const language = useLanguage();
  const fetcher = useFetcher<ContactFormResult>({ key: "contact" });
  const form = useRef<HTMLFormElement>(null);
  const from = useCameFrom(localizedPath(language, "/"));
  const [checked, setChecked] = useState<ContactErrors | null>(null);
  const [succeeded, setSucceeded] = useState(initial?.ok === true);
  const result = fetcher.data ?? initial;
  // Sending shows in the frame after the press, from the form's own state: the router's state, which also says it,
  // comes in a transition that may wait for parts of the page to hydrate first. It holds the answer there was when
  // the form was sent, and ends when another has come.
  const [sentOver, setSentOver] = useState<{ answer: ContactFormResult | undefined } | null>(null);
  const sending = (sentOver !== null && sentOver.answer === fetcher.data) || fetcher.state !== "idle";
  const answer = sending ? undefined : result;
  const errors: ContactErrors = checked ?? (answer && !answer.ok ? (answer.errors ?? {}) : {});
  const failure = answer && !answer.ok ? answer.failure : undefined;
  const values = initial && !initial.ok ? initial.values : undefined;
  const countrySet = new Set(countries.map((country) => country.code));
  // The clinics to choose from, by their city; the one of the page's language's country chosen at first (pt São Paulo,
  // pt-PT Lisbon, es Madrid), none in the other languages ("No preference").
  const locations = useLocations();
  const clinics = locations.map(({ id }) => ({
    code: id,
    name: t(`cities.${id}` as "cities.lisbon", { ns: "common" }),
  }));
  const clinicSet = new Set<string>(clinics.map((option) => option.code));
  const ownClinic = ownClinicOf(locations, language)?.id;
  // A booking with a clinic that has no booking page leads here: that clinic chosen.
  const asked = useContactClinic();
  useEffect(() => {
    const select = form.current?.elements.namedItem("clinic");
    if (!asked || !(select instanceof HTMLSelectElement)) return;
    if ([...select.options].some((option) => option.value === asked.id)) select.value = asked.id;
  }, [asked]);
  // Booking starts from what the visitor typed here, and its floating button keeps off the form.
  useBookingForm(
    form,
    useCallback(() => {
      const typed = form.current ? new FormData(form.current) : undefined;
      return { name: String(typed?.get("name") ?? ""), email: String(typed?.get("email") ?? "") };
    }, []),
  );

  useEffect(() => {
    if (!answer) return;
    if (answer.ok) {
      setSucceeded(true);
      form.current?.reset();
    } else if (answer.errors) {
      focusFirstError(form.current, answer.errors);
    }
  }, [answer]);

  const check = (checks: Validation, target: HTMLFormElement) => {
    const result = checks.validateContact(
      fromFormData(new FormData(target)),
      (code) => countrySet.has(code),
      (id) => clinicSet.has(id),
    );
    if (result.ok) setChecked(null);
    else {
      setChecked(result.errors);
      focusFirstError(form.current, result.errors);
    }
    return result.ok;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const target = event.currentTarget;
    if (validation) {
      if (check(validation, target)) setSentOver({ answer: fetcher.data });
      else event.preventDefault();
      return;
    }
    // Sent before the checks arrived: sending shows at once; the checks run once they have come, then the form goes.
    // Should they not load, the server checks (and the visitor learns if the request could not be sent).
    event.preventDefault();
    setSentOver({ answer: fetcher.data });
    loadValidation().then(
      (checks) => {
        if (check(checks, target)) void fetcher.submit(target);
        else setSentOver(null);
      },
      () => void fetcher.submit(target),
    );
  };

  const errorText = (field: ContactField) =>
    errors[field] ? t(`errors.${errors[field]}`, { max: limitOf(field) }) : undefined;

  return (
    <fetcher.Form
      ref={form}
      method="post"
      action={`${localizedPath(language, "/")}?index#contactus`}
      noValidate
      className={styles.form}
      aria-label={t("form_label")}
      onSubmit={onSubmit}
      onFocus={() => {
        loadValidation().catch(() => {});
      }}
    >
      {succeeded && (
        <p className={styles.success} role="status">
          <Icon name="check" width={20} height={20} />
          {t("success_message")}
        </p>
      )}
      <p className={styles.note}>{t("required_note")}</p>
      {/* Filled by the page's inline script when the form is first sent (app/ui/form-key-script.ts): one key per form
          shown, a double click or a retry stored once, and the page's HTML the same for every visitor. */}
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <input type="hidden" name={fromField} value={from} />
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Website
          <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className={styles.grid}>
        {textFields.map((field) => (
          <Field
            key={field.name}
            {...field}
            label={t(`fields.${field.name}`)}
            hint={field.name === "phone" ? t("fields.phone_hint") : undefined}
            error={errorText(field.name)}
            defaultValue={values?.[field.name]}
            maxLength={contactLimits[field.name]}
          />
        ))}
        <Field
          name="country"
          label={t("fields.country")}
          error={errorText("country")}
          defaultValue={values?.country}
          autoComplete="country"
          options={countries}
          placeholder={t("fields.country_placeholder")}
        />
        {clinics.length > 1 && (
          <Field
            name="clinic"
            label={t("fields.clinic")}
            error={errorText("clinic")}
            defaultValue={values ? (values.clinic ?? "") : ownClinic}
            autoComplete="off"
            options={clinics}
            placeholder={t("fields.clinic_none")}
            optional
          />
        )}
      </div>
      <div className={styles.consents}>
        <Checkbox name="acceptTerms" error={errorText("acceptTerms")} label={t("consents.accept_terms")} />
        <Checkbox
          name="acceptPolicy"
          error={errorText("acceptPolicy")}
          label={
            <Trans
              t={t}
              i18nKey="consents.accept_policy"
              components={textTags({
                policy: (
                  // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated words inside
                  <a href={localizedPath(language, "/privacy-policy")} target="_blank" rel="noopener" />
                ),
              })}
            />
          }
        />
      </div>
      {failure && (
        <div className={styles.failure} role="alert">
          <p className={styles.failureTitle}>{t("failure.title")}</p>
          <p>{t(`failure.${failure}`)}</p>
          <p>{t("failure.alternatives")}</p>
          <p className={styles.alternatives}>
            {chats.map(({ id, city, href }) => (
              <a key={id} href={href} target="_blank" rel="noopener noreferrer">
                <Icon name="whatsapp" width={18} height={18} />
                {chats.length > 1 ? t("footer.whatsapp_in", { ns: "common", city }) : t("failure.whatsapp")}
              </a>
            ))}
            <a href={`mailto:${clinic.contactEmail}`}>
              <Icon name="mail" width={18} height={18} />
              {clinic.contactEmail}
            </a>
          </p>
        </div>
      )}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={sending}>
        {sending ? t("sending") : t("submit")}
      </button>
    </fetcher.Form>
  );
}
