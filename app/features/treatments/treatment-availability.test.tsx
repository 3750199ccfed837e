// @vitest-environment happy-dom
import { cleanup, render, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { availabilityData, defaultRecord } from "~/config/treatment-catalogue";
import { getI18n } from "~/i18n/i18n";
import type { Language } from "~/i18n/languages";
import { bundlesFor } from "~/i18n/resources.server";
import { TreatmentAvailability, useTreatmentAvailability } from "./treatment-availability";

const of = (key: "prp" | "prp_facial" | "trichotest") => availabilityData(defaultRecord(key));

const wrapper = (language: Language) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={getI18n(language, bundlesFor(language, ["common", "treatment"]))}>
        {children}
      </I18nextProvider>
    );
  };

const shown = (language: Language, treatment: "prp" | "prp_facial" | "trichotest") =>
  render(<TreatmentAvailability availability={of(treatment)} />, { wrapper: wrapper(language) }).container.textContent;

afterEach(cleanup);

describe("where a treatment is offered, as its page says it", () => {
  it("lists the cities in the page's language, and says plainly where it is not offered and why", () => {
    expect(shown("en", "prp")).toBe(
      "Offered at our clinics in Madrid and Lisbon." +
        "Not offered at our São Paulo clinic (Brazil). In Brazil, the Federal Council of Medicine allows PRP only in research protocols.",
    );
    expect(shown("pt", "prp_facial")).toContain("Oferecido nas unidades de Madri e Lisboa.");
    expect(shown("pt", "prp_facial")).toContain("Não oferecido na unidade de São Paulo (Brasil).");
    expect(shown("es", "prp")).toContain("Se ofrece en nuestras clínicas de Madrid y Lisboa.");
    expect(shown("fr", "prp")).toContain("Non proposé dans notre clinique à São Paulo (Brésil).");
    expect(shown("it", "prp")).toContain("Disponibile nelle nostre cliniche di Madrid e Lisbona.");
  });

  it("names all three cities for a treatment offered everywhere, and nothing more", () => {
    expect(shown("en", "trichotest")).toBe("Offered at our clinics in São Paulo, Madrid, and Lisbon.");
    expect(shown("it", "trichotest")).toBe("Disponibile nelle nostre cliniche di São Paulo, Madrid e Lisbona.");
  });

  it("gives the call to action the clinics that offer it, or none where every clinic does", () => {
    const book = (language: Language, key: "prp" | "trichotest" | undefined) =>
      renderHook(() => useTreatmentAvailability(key && of(key)), { wrapper: wrapper(language) }).result.current.book;
    expect(book("en", "prp")).toBe(
      "Schedule a consultation online at our clinic in Madrid or Lisbon, or leave your details and we will call you back.",
    );
    expect(book("pt", "prp")).toContain("na unidade de Madri ou Lisboa");
    expect(book("fr", "prp")).toContain("dans notre clinique à Madrid ou Lisbonne");
    expect(book("pt", "prp")).not.toContain("São Paulo");
    expect(book("en", "trichotest")).toBeNull();
    expect(book("en", undefined)).toBeNull();
  });
});
