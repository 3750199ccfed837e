import { describe, expect, it } from "vitest";
import { errorPage, visitorOf } from "./error-page";

const request = (url: string, headers: Record<string, string> = {}) => ({
  originalUrl: url,
  get: (name: string) => headers[name.toLowerCase()],
});

describe("errorPage", () => {
  it("is the site's error screen in the visitor's language: the reference to quote, the way home, what went wrong", () => {
    const page = errorPage(400, { requestId: "req-0123456789", visitor: { language: "pt", colorMode: "light" } });
    expect(page).toMatch(/^<!doctype html><html lang="pt" data-theme="light"/);
    expect(page).toContain("<title>400 Bad Request</title>");
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(page).toContain("Referência: <code>req-0123456789</code>");
    expect(page).toContain('<a href="/pt">Voltar para a página inicial</a>');
    expect(page).toContain("Não foi possível interpretar este endereço.");
    expect(errorPage(405, { requestId: "req-0123456789", visitor: { language: "fr", colorMode: "dark" } })).toMatch(
      /Référence\s: <code>req-0123456789<\/code>/,
    );
    expect(errorPage(413, { requestId: "req-0123456789" })).toContain("Reference: <code>req-0123456789</code>");
    expect(errorPage(413)).not.toContain("Reference");
  });

  it("never shows more of an id than letters, digits and dashes", () => {
    expect(errorPage(400, { requestId: "<script>x</script>" })).not.toContain("<script>");
  });
});

describe("visitorOf", () => {
  it("reads the language as pages do: prefix, then cookie and Accept-Language, else English", () => {
    expect(visitorOf(request("/it/about-us")).language).toBe("it");
    expect(visitorOf(request("/x", { cookie: "i18next=es" })).language).toBe("es");
    expect(visitorOf(request("/x", { "accept-language": "fr-CA,fr;q=0.9" })).language).toBe("fr");
    expect(visitorOf(request("/%E0%A4%A")).language).toBe("en");
  });

  it("reads the colour mode from its cookie, dark without one", () => {
    expect(visitorOf(request("/", { cookie: "color-mode=light" })).colorMode).toBe("light");
    expect(visitorOf(request("/")).colorMode).toBe("dark");
  });
});
