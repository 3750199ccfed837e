import { describe, expect, it } from "vitest";
import { mailtoLink, phoneLinks } from "./contact-links.server";

describe("phoneLinks", () => {
  it("gives a number typed the local way its country code, for calls and WhatsApp", () => {
    expect(phoneLinks("(11) 98765-4321", "BR")).toEqual({
      display: "+55 11 98765 4321",
      tel: "tel:+5511987654321",
      whatsapp: "https://wa.me/5511987654321",
    });
    expect(phoneLinks("912 345 678", "PT").whatsapp).toBe("https://wa.me/351912345678");
    expect(phoneLinks("612 34 56 78", "ES").tel).toBe("tel:+34612345678");
  });

  it("keeps a country code the visitor typed, whatever country they chose", () => {
    expect(phoneLinks("+55 (11) 98765-4321", "PT").tel).toBe("tel:+5511987654321");
    expect(phoneLinks("00351 912 345 678", "BR").tel).toBe("tel:+351912345678");
  });

  it("offers no WhatsApp link for a number it cannot understand, and calls what was typed", () => {
    expect(phoneLinks("12-34", "PT")).toEqual({ display: "12-34", tel: "tel:1234" });
    expect(phoneLinks("+1 (555) 12", "XX")).toEqual({ display: "+1 (555) 12", tel: "tel:+155512" });
  });
});

describe("mailtoLink", () => {
  it("writes to ordinary addresses, accents and plus signs included", () => {
    expect(mailtoLink("ana.souza+clinica@example.com.br")).toBe("mailto:ana.souza+clinica@example.com.br");
    expect(mailtoLink("josé@correo.es")).toBe("mailto:josé@correo.es");
  });

  it("offers no link for an address a mail program would read as more than one recipient", () => {
    for (const email of [
      "a@b.co?cc=someone@other.example",
      "a@b.co&body=hello",
      "a@b.co,other@x.example",
      "a%40b@c.co",
      "a@b.co#x",
      "a@b.co;x@y.example",
      'a"b@c.co',
      "a@b.co\u{1F101}x.example",
      "\u{FF41}@example.com",
    ]) {
      expect(mailtoLink(email), email).toBeUndefined();
    }
  });
});
