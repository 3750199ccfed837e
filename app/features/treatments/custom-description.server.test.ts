import { describe, expect, it } from "vitest";
import { customDescriptionLimits, decodeCustomDescription } from "./custom-description.server";

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64");
const encodeUrl = (value: unknown) => Buffer.from(JSON.stringify(value), "utf8").toString("base64url");

describe("decodeCustomDescription", () => {
  it("decodes base64 JSON with UTF-8 text", () => {
    const value = { title: "Tratamento capilar à medida", description: "Sessões mensais, com acompanhamento médico." };
    expect(decodeCustomDescription(encode(value))).toEqual(value);
  });

  it("decodes base64url, with or without padding", () => {
    const value = { title: "Ästhetik ≥ 1?", description: "¿Qué es? ~~~ >>> ???" };
    const encoded = encodeUrl(value);
    expect(encoded).toMatch(/[-_]/);
    expect(decodeCustomDescription(encoded)).toEqual(value);
    expect(decodeCustomDescription(encode(value).replace(/=+$/, ""))).toEqual(value);
  });

  it("keeps markup as text, for the page to show literally", () => {
    const value = { title: "<script>alert(1)</script>", description: '<img src=x onerror="alert(1)">' };
    expect(decodeCustomDescription(encode(value))).toEqual(value);
  });

  it("trims the texts and ignores other fields", () => {
    expect(decodeCustomDescription(encode({ title: "  PRP  ", description: " x ", extra: 1 }))).toEqual({
      title: "PRP",
      description: "x",
    });
  });

  it.each([
    ["a treatment-like word", "prp"],
    ["not base64", "hello world!"],
    ["base64 of plain text", Buffer.from("just text").toString("base64")],
    ["invalid UTF-8", Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString("base64")],
    ["a JSON array", encode(["title", "description"])],
    ["a missing title", encode({ description: "no title" })],
    ["an empty title", encode({ title: "  ", description: "x" })],
    ["a number as title", encode({ title: 5, description: "x" })],
    ["a title that is too long", encode({ title: "x".repeat(customDescriptionLimits.title + 1), description: "" })],
    ["an impossible length", "abcde"],
    ["an overlong parameter", "A".repeat(customDescriptionLimits.encoded + 4)],
  ])("rejects %s", (_case, parameter) => {
    expect(decodeCustomDescription(parameter)).toBeUndefined();
  });
});
