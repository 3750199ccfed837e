import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { passwordLength } from "./password.server";

/**
 * What a staff password must be (OWASP ASVS 5.0, V6.2, level 2): at least 12 characters and up to 1,024 (the same
 * limit the sign-in accepts), any characters (no composition rules: a long phrase is a good password), and not
 * guessable: not one of the 49,000 most common passwords of public breaches that ships with `@zxcvbn-ts/language-common`,
 * nor made of repeats, sequences, keyboard patterns, dates or the clinic's own words, as zxcvbn estimates them. The
 * check runs on this machine: no password is sent anywhere.
 */
export { passwordLength };

/** zxcvbn's scale: 3 means about 10⁸ guesses or more ("safely unguessable" for an online attack, rate-limited too). */
const minimumScore = 3;

let estimator: ZxcvbnFactory | undefined;
const estimate = (password: string, context: readonly string[]) => {
  // The dictionaries take a moment to load: once, on first use (the command line, the first password change).
  estimator ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return estimator.check(password, [...context]);
};

export type PasswordProblem = "too_short" | "too_long" | "guessable";

/**
 * Why a new password is refused, or null when it may be used. `context`: words an attacker would try first for this
 * person (their e-mail, name, the clinic's name).
 */
export function passwordProblem(password: string, context: readonly string[] = []): PasswordProblem | null {
  const length = [...password.normalize("NFC")].length;
  if (length < passwordLength.min) return "too_short";
  if (password.length > passwordLength.max) return "too_long";
  const words = context
    .flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u))
    .filter((word) => word.length > 2);
  // The context's words (ASVS V6.2.11) do not count towards a password: what is left must hold 8 letters of its own,
  // so that "Aurea Clinic 1" or "aureaclinic2026" is refused, and "the clinic's garden path at dawn" is not.
  const whole = password.normalize("NFC").toLowerCase();
  const own = words.reduce((rest, word) => rest.replaceAll(word, ""), whole);
  if (own !== whole && [...own.matchAll(/\p{L}/gu)].length < 8) return "guessable";
  return estimate(password, words).score < minimumScore ? "guessable" : null;
}

/**
 * Whether the API's bearer token (`ADMIN_TOKEN`) could be guessed: a word, a repeat, a sequence or a keyboard pattern,
 * as zxcvbn estimates it: fewer than 10¹⁶ guesses (a keyboard row with digits is about 10¹²). The API refuses wrong
 * tokens per client, but many clients together could still try the first guesses; `openssl rand -hex 32` gives one
 * far beyond them.
 */
export const tokenIsGuessable = (token: string) => estimate(token, []).guessesLog10 < 16;
