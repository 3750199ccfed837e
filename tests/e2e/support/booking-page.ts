import type { Page } from "@playwright/test";
import { schedulingURL } from "../../../playwright.config";

export const serviceOrigin = new URL(schedulingURL).origin;

/** The scheduling service's page, played by the test: it reports itself as the real one does. */
export async function serveBookingPage(page: Page) {
  await page.route(`${serviceOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Booking</title><script>
        parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");
        parent.postMessage({ event: "calendly.page_height", payload: { height: "600px" } }, "*");
      </script><p>Pick a time</p>`,
    }),
  );
}

/** A visitor who types a name and an e-mail in the contact form, then presses the top bar's booking button. */
export async function bookAfterTyping(page: Page, visitor: { name: string; email: string }) {
  await page.getByLabel("Full name").fill(visitor.name);
  await page.getByLabel("Email", { exact: true }).fill(visitor.email);
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("button", { name: "Schedule a consultation" })
    .click();
}
