import type { Page } from "@playwright/test";
import { expect } from "../fixtures";

/**
 * Opens a page at its contact form, once the form's code runs: its part hydrates as the page scrolls there
 * (on-demand.tsx), and a press before that would post the form without JavaScript (contact.test.ts tests that on its own).
 */
export async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('[data-on-demand="hydrated"] #contactus')).toHaveCount(1);
}

export async function fill(
  page: Page,
  person: { name: string; email: string; phone?: string; country?: string; clinic?: string },
) {
  const form = page.getByRole("form", { name: "Request a callback" });
  await form.getByLabel("Full name").fill(person.name);
  await form.getByLabel("Email", { exact: true }).fill(person.email);
  await form.getByLabel("Phone").fill(person.phone ?? "+351 912 345 678");
  await form.getByLabel("Country").selectOption(person.country ?? "PT");
  if (person.clinic) await form.getByLabel("Preferred clinic").selectOption({ label: person.clinic });
  await form.getByLabel(/reply to this request by email/).check();
  await form.getByLabel(/accept the privacy policy/).check();
  return form;
}
