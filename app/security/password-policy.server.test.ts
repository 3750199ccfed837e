import { describe, expect, it } from "vitest";
import { passwordLength, passwordProblem, tokenIsGuessable } from "./password-policy.server";

describe("a new staff password", () => {
  it("is refused when a review's examples would pass: repeats, a common word with digits, twelve spaces", () => {
    for (const password of ["aaaaaaaaaaaa", "password1234", " ".repeat(12), "qwertyuiop12", "123456789012"])
      expect(passwordProblem(password), JSON.stringify(password)).toBe("guessable");
  });

  it("is refused when shorter than 12 characters, counted as a person counts them", () => {
    expect(passwordProblem("kx9#mQ2v-pL")).toBe("too_short");
    // Twelve characters, some of them outside the basic plane: more than 12 UTF-16 units, exactly 12 characters.
    expect(passwordProblem("🌵🌻 jacarandá")).toBe(null);
  });

  it("is accepted up to 1,024 characters, the limit the sign-in accepts, and refused beyond", () => {
    const phrase = "the tide comes in twice a day over the old stone pier ";
    const long = phrase.repeat(40).slice(0, passwordLength.max);
    expect(passwordProblem(long)).toBe(null);
    expect(passwordProblem(`${long}x`)).toBe("too_long");
  });

  it("needs no digits, capitals or symbols: a long phrase will do, in any language", () => {
    expect(passwordProblem("correct horse battery staple")).toBe(null);
    expect(passwordProblem("minha senha do trabalho novo")).toBe(null);
    expect(passwordProblem("kx9#mQ2v-pLw")).toBe(null);
  });

  it("is refused when built from the person's own words", () => {
    const context = ["helena.duarte@aurea-clinic.com", "Aurea Clinic"];
    // Twelve letters that would pass for anyone else are her own name.
    expect(passwordProblem("helenaduarte")).toBe(null);
    expect(passwordProblem("helenaduarte", context)).toBe("guessable");
    // The clinic's name with a few digits or signs is no password (zxcvbn alone scores these 3 and 4).
    for (const password of ["Aurea Clinic 1", "aureaclinic2026", "AUREA-clinic-2026!", "helena.duarte@aurea"]) {
      expect(passwordProblem(password, context), password).toBe("guessable");
    }
    // A phrase that merely holds one of the words is the person's own.
    expect(passwordProblem("the clinic's garden path at dawn", context)).toBe(null);
  });
});

describe("the API's bearer token", () => {
  it("is guessable when made of repeats, sequences or a keyboard row, however long", () => {
    for (const token of [
      "a".repeat(32),
      "0123456789abcdef0123456789abcdef",
      "qwertyuiopasdfghjklzxcvbnm123456",
      "passwordpasswordpassword",
    ])
      expect(tokenIsGuessable(token), token).toBe(true);
  });

  it("is not when random, as `openssl rand -hex 32` makes it", () => {
    expect(tokenIsGuessable("9c1f4e7a2b8d06f3c5a91e4d7b20f8a6e3c9d1b5f7a2e0c4")).toBe(false);
    expect(tokenIsGuessable("e2e-admin-token-0123456789abcdef")).toBe(false);
  });
});
