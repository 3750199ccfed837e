import type { ComponentProps } from "react";
import type { InlineWidget } from "react-calendly";
import { clinic } from "~/config/clinic";
import type { ColorMode } from "~/styles/color-modes";

type WidgetProps = ComponentProps<typeof InlineWidget>;
type PageSettings = NonNullable<WidgetProps["pageSettings"]>;
export type Prefill = NonNullable<WidgetProps["prefill"]>;
type Utm = NonNullable<WidgetProps["utm"]>;

/** The widget's colours, by colour mode (hex without #, as the service expects). */
export const embedColors: Record<ColorMode, { textColor: string; backgroundColor: string }> = {
  dark: { textColor: "f4efe8", backgroundColor: "17171a" },
  light: { textColor: "1d1a16", backgroundColor: "ffffff" },
};
export const embedPrimaryColor = "e59e34";

export function pageSettings(mode: ColorMode): PageSettings {
  return { primaryColor: embedPrimaryColor, ...embedColors[mode], ...clinic.scheduling };
}

const utmKeys = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_content: "utmContent",
  utm_term: "utmTerm",
} as const;

/** The `utm_*` parameters of the page's own address, passed on to the booking page. */
export function utmFrom(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const [param, key] of Object.entries(utmKeys)) {
    const value = params.get(param);
    if (value) utm[key] = value.slice(0, 200);
  }
  return utm;
}

/** What the visitor has typed so far, as far as the booking page can use it. */
export interface VisitorDetails {
  name?: string;
  email?: string;
}

/**
 * The booking page's prefill: the name and e-mail the visitor typed, trimmed, empty ones left out; and the treatment
 * of the page the visitor books from, as the answer to the booking page's first question (`a1`, the scheduling
 * service's documented prefill of custom answers).
 */
export function prefillFrom(details: VisitorDetails, treatment?: string): Prefill {
  const prefill: Prefill = {};
  const name = details.name?.trim();
  const email = details.email?.trim();
  if (name) prefill.name = name;
  if (email) prefill.email = email;
  if (treatment) prefill.customAnswers = { a1: treatment.slice(0, 200) };
  return prefill;
}
