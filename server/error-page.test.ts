import { describe, expect, it } from "vitest";
import { errorPage, languageOf } from "./error-page";

const request = (url: string, headers: Record<string, string> = {}) => ({
  originalUrl: url,
  get: (name: string) => headers[name.toLowerCase()],
});

describe("errorPage", () => {
  it("speaks the visitor's language: the reference to quote, the way home and, for a 400, what went wrong", () => {
    const page = errorPage(400, "req-0123456789", "pt");
    expect(page).toContain('<html lang="pt"');
    expect(page).toContain("<h1>Unexpected Application Error!</h1>");
    expect(page).toContain("Referência: <code>req-0123456789</code>");
    expect(page).toContain('<a href="/pt">Voltar para a página inicial</a>');
    expect(page).toContain("Não foi possível interpretar este endereço.");
    expect(errorPage(405, "req-0123456789", "fr")).toMatch(/Référence\s: <code>req-0123456789<\/code>/);
    expect(errorPage(413, "req-0123456789")).toContain("Reference: <code>req-0123456789</code>");
  });

  it("never shows more of an id than letters, digits and dashes", () => {
    expect(errorPage(400, "<script>x</script>")).not.toContain("<script>");
  });
});

describe("languageOf", () => {
  it("reads the language as pages do: prefix, then cookie and Accept-Language, else English", () => {
    expect(languageOf(request("/it/about-us"))).toBe("it");
    expect(languageOf(request("/x", { cookie: "i18next=es" }))).toBe("es");
    expect(languageOf(request("/x", { "accept-language": "fr-CA,fr;q=0.9" }))).toBe("fr");
    expect(languageOf(request("/%E0%A4%A"))).toBe("en");
  });
});
