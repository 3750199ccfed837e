import { locations } from "~/config/clinic";
import { expect, test } from "./fixtures";

/** Each clinic as itself (issue 41): its own WhatsApp chat. */
const chat = (id: string) => {
  const number = locations.find((location) => location.id === id)?.whatsapp?.e164 ?? "?";
  return `https://wa.me/${number.slice(1)}`;
};

test("every page's footer offers each clinic's own WhatsApp chat, named by its city", async ({ page }) => {
  await page.goto("/fr/about-us");
  const footer = page.getByRole("contentinfo");
  for (const [id, city] of [
    ["sao_paulo", "São Paulo"],
    ["madrid", "Madrid"],
    ["lisbon", "Lisbonne"],
  ] as const) {
    await expect(footer.getByRole("link", { name: `Discuter sur WhatsApp · ${city}` })).toHaveAttribute(
      "href",
      chat(id),
    );
  }
});

test("a treatment page offers the chat of its language's clinic, or each clinic's where the language does not tell", async ({
  page,
}) => {
  const nextSteps = (path: string) => page.goto(path).then(() => page.locator("section[aria-labelledby=service-next]"));
  // Spanish: the Madrid clinic's chat alone.
  let section = await nextSteps("/es/service/prp");
  await expect(section.getByRole("link", { name: /WhatsApp/ })).toHaveCount(1);
  await expect(section.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", chat("madrid"));
  // Portuguese (Brazil's): São Paulo's.
  section = await nextSteps("/pt/service/trichotest");
  await expect(section.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", chat("sao_paulo"));
  // Italian: each clinic's, by its city.
  section = await nextSteps("/it/service/trichotest");
  await expect(section.getByRole("link", { name: /WhatsApp/ })).toHaveCount(3);
  await expect(section.getByRole("link", { name: "Chatta su WhatsApp · Lisbona" })).toHaveAttribute(
    "href",
    chat("lisbon"),
  );
});
