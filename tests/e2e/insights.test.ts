import type { Page } from "@playwright/test";
import { schedulingURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { fill } from "./support/contact-form";
import { createStaffAccount, signIn } from "./support/staff";

const serviceOrigin = new URL(schedulingURL).origin;

/** The scheduling service's page, played by the test: it reports itself, then a booking, as the real one does. */
async function serveBookingPageThatBooks(page: Page) {
  await page.route(`${serviceOrigin}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!doctype html><title>Booking</title><script>
        parent.postMessage({ event: "calendly.event_type_viewed", payload: {} }, "*");
        setTimeout(() => parent.postMessage({ event: "calendly.event_scheduled", payload: {
          event: { uri: "https://api.calendly.com/scheduled_events/e2e" },
          invitee: { uri: "https://api.calendly.com/scheduled_events/e2e/invitees/e2e" } } }, "*"), 300);
      </script><p>Booked</p>`,
    }),
  );
}

/** A table of the figures page by its id: its header and rows, cell for cell as shown. */
async function tableOf(page: Page, id: string) {
  const table = page.locator(`#table-${id}`);
  const header = await table.locator("thead th").allInnerTexts();
  const rows = await table
    .locator("tbody tr")
    .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => (cell as HTMLElement).innerText.trim())));
  return { header, rows };
}

/** A CSV file's rows (comma-separated, cells in double quotes where they hold one, after a byte-order mark). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n")) {
    const cells = [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((match) =>
      match[1] !== undefined ? match[1].replaceAll('""', '"') : (match[2] ?? ""),
    );
    rows.push(cells);
  }
  return rows;
}

/** A cell of a table by its row's first cell and its column's header; 0 where the row is absent. */
function cell(table: { header: string[]; rows: string[][] }, row: string, column: string) {
  const found = table.rows.find((cells) => cells[0] === row);
  const at = table.header.indexOf(column);
  return found && at >= 0 ? Number.parseInt(found[at] ?? "0", 10) : 0;
}

test("a request and a booking made on the public site show in the owner's figures, their CSV as the table", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const owner = createStaffAccount("owner");
  const staff = await browser.newPage();
  await signIn(staff, owner);
  const figures = "/admin/insights?weeks=4&by=treatment";
  await staff.goto(figures);
  const before = {
    totals: await tableOf(staff, "requests-totals"),
    places: await tableOf(staff, "booking-places"),
  };

  // A visitor allows measurement, reads the trichotest's page, books (with the clinic the dialog offers, choosing
  // Lisbon where it asks), then asks for a call.
  await serveBookingPageThatBooks(page);
  await page.goto("/service/trichotest");
  await page.getByRole("button", { name: "Allow all" }).click();
  await page.getByRole("button", { name: "Schedule now" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule a meeting with us" });
  const chooser = dialog.locator("[data-booking-clinics]");
  if (await chooser.isVisible()) await chooser.getByRole("button", { name: "Lisbon" }).click();
  await expect(dialog.getByRole("status").filter({ hasText: /thank/i })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Contact" }).click();
  await expect(page.locator('[data-on-demand="hydrated"] #contactus')).toHaveCount(1);
  const form = await fill(page, { name: "Rita Figures", email: "rita.figures@example.pt", clinic: "Lisbon" });
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Registration successful" })).toBeVisible();

  await staff.goto(figures);
  const after = {
    totals: await tableOf(staff, "requests-totals"),
    places: await tableOf(staff, "booking-places"),
  };
  // Counted under the page the visitor came from: the treatment's.
  expect(cell(after.totals, "Trichotest", "Requests")).toBeGreaterThanOrEqual(
    cell(before.totals, "Trichotest", "Requests") + 1,
  );
  // Counted under the page the calendar was opened on, and a clinic (whichever booked).
  const onPage = (table: typeof after.places, column: string) =>
    table.rows
      .filter((cells) => cells[0] === "/service/trichotest" && cells[1] !== "No preference")
      .reduce((sum, cells) => sum + Number.parseInt(cells[table.header.indexOf(column)] ?? "0", 10), 0);
  expect(onPage(after.places, "Calendar opened")).toBeGreaterThanOrEqual(onPage(before.places, "Calendar opened") + 1);
  expect(onPage(after.places, "Meeting scheduled")).toBeGreaterThanOrEqual(
    onPage(before.places, "Meeting scheduled") + 1,
  );

  // Each stacked bar has its legend's colour, in the legend's order.
  for (const section of ["#requests", "#consent"]) {
    const colours = await staff.locator(`${section} figure`).evaluate((figure) => ({
      bars: [...figure.querySelectorAll('svg[role="img"] g[class*="series"]')].map((g) => getComputedStyle(g).fill),
      legend: [...figure.querySelectorAll('ul svg[class*="series"]')].map((swatch) => getComputedStyle(swatch).fill),
    }));
    expect(colours.bars.length, section).toBeGreaterThan(0);
    expect(colours.bars, section).toEqual(colours.legend);
  }
  // The charts are images named by their titles; every series has its table and a CSV of the same cells.
  await expect(staff.getByRole("img", { name: /Contact requests per week, by treatment/ })).toBeVisible();
  await expect(staff.getByRole("img", { name: /Largest content shown \(LCP\)/ })).toBeVisible();
  for (const id of ["requests", "requests-totals", "bookings", "booking-places", "speed-LCP", "consent"]) {
    const table = await tableOf(staff, id);
    const href = await staff.locator(`#table-${id}`).locator("xpath=../..").getByRole("link").getAttribute("href");
    const csv = await staff.request.get(href ?? "");
    expect(csv.status(), id).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(parseCsv(await csv.text()), id).toEqual([table.header, ...table.rows]);
  }
  await staff.close();
});

test("the front desk sees the requests' figures only; the filters are in the address", async ({ page }) => {
  const desk = createStaffAccount("front_desk");
  await signIn(page, desk);
  await page.getByRole("navigation", { name: "Staff pages" }).getByRole("link", { name: "Figures" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What the site brings" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(["Contact requests"]);
  await expect(page.getByText("Speed for real visitors")).toHaveCount(0);
  // A bookmarked view: the period, a clinic and a language come back as chosen.
  await page.getByLabel("Period", { exact: true }).selectOption("52");
  await page.getByLabel("Clinic", { exact: true }).selectOption({ label: "Madrid" });
  await page.getByLabel("Language of the site", { exact: true }).selectOption("es");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/\/admin\/insights\?weeks=52&clinic=madrid&language=es$/);
  await page.reload();
  await expect(page.getByLabel("Period", { exact: true })).toHaveValue("52");
  await expect(page.getByLabel("Clinic", { exact: true })).toHaveValue("madrid");
  await expect(page.locator("#table-requests tbody tr")).toHaveCount(52);
  // The speed's file is not the front desk's either.
  const speed = await page.request.get("/admin/insights.csv?table=speed-LCP");
  expect(speed.status()).toBe(404);
  // An editor has no figures: the page leads to the content.
  const editor = createStaffAccount("editor");
  const other = await page.context().browser()?.newPage();
  if (other) {
    await signIn(other, editor);
    await other.goto("/admin/insights");
    await expect(other).toHaveURL(/\/admin\/content$/);
    await other.close();
  }
});

test("an owner asks for the weekly figures on the account page, and can stop them; the front desk is not offered them", async ({
  page,
  browser,
}) => {
  const owner = createStaffAccount("owner");
  await signIn(page, owner);
  await page.goto("/pt-pt/admin/account");
  const box = page.getByRole("checkbox", { name: "Enviar-me os números semanais" });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByText("A sua escolha sobre os números semanais foi guardada.")).toBeVisible();
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(box).not.toBeChecked();

  const desk = await browser.newPage();
  await signIn(desk, createStaffAccount("front_desk"));
  await desk.goto("/admin/account");
  await expect(desk.getByRole("heading", { name: "Weekly figures by e-mail" })).toHaveCount(0);
  await desk.close();
});
