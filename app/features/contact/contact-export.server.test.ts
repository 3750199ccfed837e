import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./contact-export.server";
import type { StoredRequest } from "./contact-store.server";

const request = (name: string): StoredRequest => ({
  id: "r1",
  createdAt: "2026-11-26T10:00:00.000Z",
  language: "pt",
  name,
  email: "ana@example.com",
  phone: "+351 912 000 111",
  country: "PT",
  clinic: "lisbon",
  termsVersion: "t1",
  policyVersion: "p1",
  forwardedAt: null,
  forwarding: "pending",
  status: "new",
  statusChangedAt: null,
});

describe("csvCell", () => {
  it.each(["=1+1", "+351 912", "-2", "@SUM(A1)", "\t=1", "\r=1"])(
    "defuses %j, which a spreadsheet reads as a formula",
    (text) => {
      expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
    },
  );

  it.each([
    ["fullwidth equals", '\uFF1DHYPERLINK("http://evil.example")'],
    ["fullwidth plus", "\uFF0B1"],
    ["fullwidth minus", "\uFF0D1"],
    ["fullwidth at", "\uFF20SUM(A1)"],
    ["small equals", "\uFE661+1"],
    ["zero-width space", "\u200B=1+1"],
    ["zero-width non-joiner", "\u200C=1+1"],
    ["zero-width joiner", "\u200D=1+1"],
    ["word joiner", "\u2060=1+1"],
    ["byte-order mark", "\uFEFF=1+1"],
    ["left-to-right mark", "\u200E=1+1"],
    ["right-to-left mark", "\u200F+1"],
    ["arabic letter mark", "\u061C-1"],
    ["right-to-left override", "\u202E=1+1"],
    ["first-strong isolate", "\u2068@SUM(A1)\u2069"],
    ["soft hyphen", "\u00AD=1+1"],
    ["no-break space", "\u00A0=1+1"],
    ["ideographic space", "\u3000=1+1"],
    ["space", " =1+1"],
    ["several", "\u200B\uFEFF \u2060\uFF1D1+1"],
    ["Hangul filler", "\u3164=1+1"],
  ])("defuses a formula sign behind a %s", (_, text) => {
    expect(csvCell(text)).toBe(`"'${text.replaceAll('"', '""')}"`);
  });

  it.each(["Ana Maria", "José-Luis", "Zoë O'Brien", "a=b", "ana+clinic@example.com", "\u200BAna", "", "+"])(
    "leaves %j as it is",
    (text) => {
      const quoted = `"${text.replaceAll('"', '""')}"`;
      expect(csvCell(text)).toBe(text === "+" ? `"'+"` : quoted);
    },
  );

  it("quotes every cell, its quotes doubled; an empty value is an empty cell", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('""');
  });
});

describe("toCsv", () => {
  it("writes a header and one line per request, with RFC 4180 line ends", () => {
    const csv = toCsv([request('\uFF1DHYPERLINK("http://evil.example")')]);
    const [header, line] = csv.split("\r\n");
    expect(header).toBe(
      "id,created_at,language,name,email,phone,country,clinic,terms_version,policy_version,forwarded_at,forwarding,status,status_changed_at",
    );
    expect(line).toContain(`"'\uFF1DHYPERLINK(""http://evil.example"")"`);
    expect(line).toContain(`"'+351 912 000 111","PT","lisbon",`);
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
