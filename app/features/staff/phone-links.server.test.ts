import { describe, expect, it } from "vitest";
import { phoneLinks } from "./phone-links.server";

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
