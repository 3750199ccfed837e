import { describe, expect, it } from "vitest";
import type { StoredRequest } from "~/features/contact/contact-store.server";
import { requestsSheet, spreadsheetTime } from "./staff-csv.server";

const request: StoredRequest = {
  id: "7b0c2f4e-1d2a-4f6b-9c1e-2a3b4c5d6e7f",
  createdAt: "2026-11-24T10:15:09.000Z",
  language: "es",
  name: '=HYPERLINK("https://evil.example")',
  email: "lucia.ferrer@example.es",
  phone: "+34 612 345 678",
  country: "ES",
  clinic: "madrid",
  termsVersion: "2026-11-20",
  policyVersion: "2026-11-26",
  forwardedAt: null,
  forwarding: "off",
  status: "contacted",
  statusChangedAt: "2026-11-24T23:30:00.000Z",
};
const rows = (csv: string) => csv.trim().split("\r\n");

describe("the inbox's export, as the staff member's spreadsheet reads it", () => {
  it("in English: commas, the columns' names, times as every spreadsheet reads them in the clinic's zone", () => {
    const csv = requestsSheet([request], "en", "Europe/Lisbon");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row] = rows(csv);
    expect(header).toBe(
      '"Received","Name","E-mail","Phone","Country","Clinic","Language","Status","Status changed","Clinic system","Sent to the clinic system","Terms accepted (version)","Privacy policy accepted (version)","Reference"',
    );
    // A cell a spreadsheet would read as a formula (a name, a phone number's `+`) starts with an apostrophe.
    expect(row).toBe(
      `"2026-11-24 10:15:09","'=HYPERLINK(""https://evil.example"")","lucia.ferrer@example.es","'+34 612 345 678","Spain","Madrid","Spanish","Contacted","2026-11-24 23:30:00","Not sent (forwarding is off)","","2026-11-20","2026-11-26","${request.id}"`,
    );
  });

  it("in Portuguese, Spanish, French and Italian: semicolons, the day first, words in the language", () => {
    const pt = rows(requestsSheet([request], "pt", "America/Sao_Paulo"));
    expect(pt[0]).toMatch(/^"Recebida em";"Nome";"E-mail";"Telefone";"País";"Unidade";"Idioma";"Status";/);
    expect(pt[1]).toMatch(/^"24\/11\/2026 07:15:09";"'=HYPERLINK\(""https:\/\/evil\.example""\)";/);
    expect(pt[1]).toContain(
      ';"Espanha";"Madri";"Espanhol";"Contatada";"24/11/2026 20:30:00";"Não enviada (encaminhamento desativado)";',
    );
    const es = rows(requestsSheet([request], "es", "Europe/Madrid"));
    expect(es[1]).toMatch(/^"24\/11\/2026 11:15:09";/);
    expect(es[1]).toContain(';"España";"Madrid";"Español";"Contactada";"25/11/2026 00:30:00";');
    for (const language of ["fr", "it"] as const)
      expect(rows(requestsSheet([request], language, "Europe/Paris"))[1]?.split(";")).toHaveLength(14);
  });

  it("names the clinic chosen by its city in the staff's language, and says when there was no preference", () => {
    const sheet = (clinic: string | null, language: "fr" | "pt-PT") =>
      rows(requestsSheet([{ ...request, clinic }], language, "Europe/Lisbon"))[1]?.split(";")[5];
    expect(sheet("lisbon", "fr")).toBe('"Lisbonne"');
    expect(sheet("sao_paulo", "pt-PT")).toBe('"São Paulo"');
    expect(sheet(null, "fr")).toBe('"Sans préférence"');
  });

  it("leaves a moment that did not happen empty", () => {
    expect(spreadsheetTime(null, "it", "Europe/Rome")).toBeNull();
    expect(spreadsheetTime("2026-03-29T01:30:00Z", "it", "Europe/Rome")).toBe("29/03/2026 03:30:00");
  });
});
