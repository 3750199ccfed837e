import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from "libphonenumber-js";

export interface PhoneLinks {
  /** The number as the staff read it: international form when it could be understood, else as typed. */
  display: string;
  /** A `tel:` address for calling from the inbox (a phone, or a computer with a softphone). */
  tel: string;
  /** The WhatsApp chat (`wa.me`), only for a number understood with its country code. */
  whatsapp?: string;
}

/**
 * Links to call or message a patient. Visitors type their number as they write it at home (`(11) 98765-4321`,
 * `912 345 678`): read with the country they chose, it gets its country code (libphonenumber's rules), which a
 * call from another country and WhatsApp both need.
 */
export function phoneLinks(phone: string, country: string): PhoneLinks {
  const region = isSupportedCountry(country) ? (country as CountryCode) : undefined;
  const number = parsePhoneNumberFromString(phone, { defaultCountry: region });
  if (number?.isValid()) {
    return {
      display: number.formatInternational(),
      tel: `tel:${number.number}`,
      whatsapp: `https://wa.me/${number.number.slice(1)}`,
    };
  }
  const dialable = phone
    .trim()
    .replace(/^00/, "+")
    .replace(/(?!^\+)\D/g, "");
  return { display: phone, tel: `tel:${dialable}` };
}

/**
 * A `mailto:` address for writing to a patient, only for an address made of the characters addresses are made of.
 * The form accepts any non-space text around `@` and a dot (the product's rule), so an address may carry `?`, `&`,
 * `,`, `%` or `#`, which a mail program would read as more recipients, a subject or a body: such an address is
 * shown as text, to be copied, never as a link.
 */
export function mailtoLink(email: string): string | undefined {
  // Digits are decimal digits only, and the address must read the same once normalised: `🄁` (U+1F101) is a
  // "number" that a mail program normalising the address would turn into `0,`, a second recipient.
  const plain = /^[\p{L}\p{Nd}._!$'*+/=^`{|}~-]+@[\p{L}\p{Nd}-]+(\.[\p{L}\p{Nd}-]+)+$/u.test(email);
  return plain && email.normalize("NFKC") === email ? `mailto:${email}` : undefined;
}
