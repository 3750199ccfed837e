import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { checkTexts, problemLine } from "~/features/content/text-rules";
import { languages } from "~/i18n/languages";
import { allTexts } from "~/i18n/resources.server";
import { type ContactErrorKey, contactLimits, fromFormData } from "./contact-schema";
import { validateContact } from "./contact-validation";

const isCountry = (code: string) => ["BR", "PT", "ES", "FR", "IT"].includes(code);
const isClinic = (id: string) => ["sao_paulo", "lisbon", "madrid"].includes(id);
const valid = {
  name: "Maria Souza",
  email: "maria@example.com.br",
  phone: "+55 11 91234-5678",
  country: "BR",
  acceptTerms: true,
  acceptPolicy: true,
};
const errorsOf = (input: Partial<typeof valid>) => {
  const result = validateContact({ ...valid, ...input }, isCountry, isClinic);
  return result.ok ? {} : result.errors;
};

describe("validateContact", () => {
  it("accepts a complete request and trims the text", () => {
    const result = validateContact({ ...valid, name: "  Maria Souza  " }, isCountry, isClinic);
    expect(result).toEqual({ ok: true, value: valid });
  });

  it.each([
    [{ name: "" }, { name: "name_required" }],
    [{ name: "   " }, { name: "name_required" }],
    [{ email: "" }, { email: "email_required" }],
    [{ email: "maria@clinic" }, { email: "email_invalid" }],
    [{ email: "maria clinic@x.com" }, { email: "email_invalid" }],
    [{ email: "@x.com" }, { email: "email_invalid" }],
    [{ phone: "" }, { phone: "phone_required" }],
    [{ country: "" }, { country: "country_required" }],
    [{ acceptTerms: false }, { acceptTerms: "accept_terms_error" }],
    [{ acceptPolicy: false }, { acceptPolicy: "policy_required" }],
  ])("refuses %j with %j", (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it("accepts any phone format (no format check)", () => {
    for (const phone of ["912345678", "(11) 9 1234-5678", "+33 6 12 34 56 78", "ext. 12"]) {
      expect(errorsOf({ phone })).toEqual({});
    }
  });

  it("takes a clinic the site shows, or none (no preference), and refuses any other", () => {
    expect(validateContact({ ...valid, clinic: "lisbon" }, isCountry, isClinic)).toEqual({
      ok: true,
      value: { ...valid, clinic: "lisbon" },
    });
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ clinic: "porto" } as Partial<typeof valid>)).toEqual({ clinic: "clinic_unknown" });
    // The form's "No preference" sends an empty value: no clinic.
    const form = new FormData();
    form.set("clinic", "");
    expect(fromFormData(form).clinic).toBeUndefined();
    form.set("clinic", " madrid ");
    expect(fromFormData(form).clinic).toBe("madrid");
  });

  it("refuses a country that is not in the list", () => {
    expect(errorsOf({ country: "XX" })).toEqual({ country: "country_required" });
  });

  it("reports every wrong field of an empty form at once", () => {
    const result = validateContact(fromFormData(new FormData()), isCountry, isClinic);
    expect(result.ok ? [] : Object.values(result.errors)).toEqual([
      "name_required",
      "email_required",
      "phone_required",
      "country_required",
      "accept_terms_error",
      "policy_required",
    ]);
  });

  it.each([
    ["name", contactLimits.name, "name_too_long"],
    ["email", contactLimits.email, "email_too_long"],
    ["phone", contactLimits.phone, "phone_too_long"],
  ] as const)("limits %s to %i characters", (field, max, key) => {
    const long = field === "email" ? `${"a".repeat(max)}@x.com` : "9".repeat(max + 1);
    expect(errorsOf({ [field]: long })[field]).toBe(key);
  });

  it("reads ticked boxes as true only when the browser sent them", () => {
    const form = new FormData();
    form.set("acceptTerms", "on");
    expect(fromFormData(form)).toMatchObject({ acceptTerms: true, acceptPolicy: false });
  });
});

describe("the messages", () => {
  const messages = (language: string) =>
    JSON.parse(readFileSync(new URL(`../../locales/${language}/contact.json`, import.meta.url), "utf8")) as {
      errors: Record<ContactErrorKey, string>;
      success_message: string;
    };

  it("are the product's texts in English (docs/product.md#validation-messages)", () => {
    const en = messages("en");
    expect(en.errors).toMatchObject({
      name_required: "Name is required",
      email_required: "Email is required",
      email_invalid: "Email is not valid",
      phone_required: "Phone is required",
      country_required: "Please select a country",
      accept_terms_error: "Please accept the terms",
      policy_required: "Please accept the policy",
    });
    expect(en.success_message).toBe("Registration successful! We will contact you soon.");
  });

  it.each(languages.filter((language) => language !== "en"))("exist, translated, in %s", (language) => {
    const problems = checkTexts(allTexts())
      .filter((problem) => problem.language === language && problem.namespace === "contact")
      .filter((problem) => ["missing_key", "empty", "untranslated"].includes(problem.rule))
      .filter((problem) => problem.key.startsWith("errors.") || problem.key === "success_message");
    expect(problems.map(problemLine)).toEqual([]);
  });
});
