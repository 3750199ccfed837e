import type { Page } from "@playwright/test";
import { schedulingURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { bookAfterTyping, serveBookingPage, serviceOrigin } from "./support/booking-page";

const frameUrl = async (page: Page) => new URL((await page.locator("dialog[open] iframe").getAttribute("src")) ?? "");

test("nothing is requested from the scheduling service until the dialog opens", async ({ page }) => {
  const outside: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) outside.push(request.url());
  });
  await serveBookingPage(page);
  await page.goto("/");
  await page.mouse.wheel(0, 4000);
  await page.waitForTimeout(1000);
  expect(outside).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Schedule now" }).click();
  await expect(page.getByRole("dialog", { name: "Schedule a meeting with us" })).toBeVisible();
  await expect
    .poll(() => outside.some((url) => url.startsWith(`${serviceOrigin}/aurea-clinic/consultation`)))
    .toBe(true);
  expect(outside.every((url) => url.startsWith(serviceOrigin))).toBe(true);
});

test("the frame carries the brand colours, the embed type, the page's UTM values and what the visitor typed", async ({
  page,
}) => {
  await serveBookingPage(page);
  await page.goto("/?utm_source=newsletter&utm_campaign=autumn#contactus");
  await bookAfterTyping(page, { name: "Ana Lima", email: "ana@example.com" });
  const url = await frameUrl(page);
  expect(url.origin + url.pathname).toBe(schedulingURL);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    primary_color: "e59e34",
    text_color: "f4efe8",
    background_color: "17171a",
    embed_type: "Inline",
    utm_source: "newsletter",
    utm_campaign: "autumn",
    name: "Ana Lima",
    email: "ana@example.com",
    hide_landing_page_details: "1",
  });
  await expect(page.locator("dialog[open] .calendly-inline-widget")).toHaveCSS("height", "630px");
  await expect(page.locator("dialog[open] .calendly-inline-widget")).toHaveCSS("min-width", "320px");
});

test("in light mode the frame gets the light colours", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "color-mode", value: "light", url: baseURL as string }]);
  await serveBookingPage(page);
  await page.goto("/about-us");
  await page.getByRole("button", { name: "Schedule now" }).click();
  expect(Object.fromEntries((await frameUrl(page)).searchParams)).toMatchObject({
    text_color: "1d1a16",
    background_color: "ffffff",
  });
});

test("opens from the menu, the drawer and the floating button; Escape and the close button close it", async ({
  page,
}) => {
  await serveBookingPage(page);
  await page.goto("/");
  const dialog = page.getByRole("dialog", { name: "Schedule a meeting with us" });
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("button", { name: "Schedule a consultation" })
    .click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("provided by Calendly");
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(1000);
  expect(box?.height).toBeLessThanOrEqual(680);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Schedule now" }).click();
  await expect(dialog).toBeVisible();
  const phone = await dialog.boundingBox();
  expect(phone?.width).toBe(375);
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("shows a loading state, then a thank-you when the service reports a booking", async ({ page }) => {
  // The booking page arrives when the test lets it, so the loading state can be seen first.
  let serve = () => {};
  const served = new Promise<void>((resolve) => {
    serve = resolve;
  });
  await page.route(`${serviceOrigin}/**`, async (route) => {
    await served;
    await route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Booking</title><p>Pick a time</p>" });
  });
  await page.goto("/pt");
  await page.getByRole("button", { name: "Agende agora" }).click();
  const dialog = page.getByRole("dialog", { name: "Agende uma conversa conosco" });
  await expect(dialog.getByRole("status")).toContainText("Carregando a página de agendamento");
  serve();
  const frame = dialog.frameLocator("iframe");
  await expect(frame.getByText("Pick a time")).toBeVisible();
  // The service's page reports a booking the way the real one does: a message to its parent.
  // (Sent from the frame itself rather than by a click in it: a click that lands the instant a
  // cross-origin frame has loaded can reach no frame at all in Chromium.)
  await frame.locator("body").evaluate(() => {
    parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");
    parent.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*");
  });
  await expect(dialog.getByRole("status")).toContainText("Obrigado, seu horário está agendado");
  await expect(dialog.getByText("Carregando a página de agendamento")).toHaveCount(0);
});

test("a booking message from another origin is ignored", async ({ page }) => {
  await page.route(`${serviceOrigin}/**`, (route) => route.fulfill({ contentType: "text/html", body: "<p>quiet</p>" }));
  await page.goto("/");
  await page.getByRole("button", { name: "Schedule now" }).click();
  await page.evaluate(() => window.postMessage({ event: "calendly.event_scheduled", payload: {} }, "*"));
  await page.waitForTimeout(500);
  await expect(page.getByText("your appointment is booked")).toHaveCount(0);
});

test("when the booking page cannot load, the visitor gets a link to it and the clinic's other channels", async ({
  page,
}) => {
  // The dialog waits 8 s for the booking page before it gives up (fallbackAfterMs), on top of the page's own time:
  // 60 s, as for the other tests that wait in real time.
  test.setTimeout(60_000);
  await page.route(`${serviceOrigin}/**`, (route) => route.abort("blockedbyclient"));
  await page.goto("/");
  await page.getByRole("button", { name: "Schedule now" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a meeting with us" });
  await expect(dialog.getByText("Loading the booking page…").first()).toBeVisible();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("The booking page did not load", { timeout: 12_000 });
  const link = alert.getByRole("link", { name: "Open the booking page in a new tab" });
  await expect(link).toHaveAttribute("href", schedulingURL);
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(alert.getByRole("link", { name: /WhatsApp/ }).first()).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/\d+$/,
  );
});

test("the floating button steps aside while the contact form is on screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  const floating = page.getByRole("button", { name: "Schedule now" });
  await expect(floating).toBeVisible();
  await page.getByRole("form", { name: "Request a callback" }).getByLabel("Phone").scrollIntoViewIfNeeded();
  await expect(floating).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(floating).toBeVisible();
});
