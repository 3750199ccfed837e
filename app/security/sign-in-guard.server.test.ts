import { describe, expect, it } from "vitest";
import { type SignInTry, signInGuard, signInLimits } from "./sign-in-guard.server";

const right = () => Promise.resolve(true);
const wrong = () => Promise.resolve(false);
/** A try from `client` at `email` (the owner's, unless said), with a browser's mark of that account if `device`. */
const from = (client: string, email = "owner@clinic.test", device?: string): SignInTry => ({ client, email, device });

describe("signInGuard", () => {
  it("gives a client ten tries in the window, then refuses even the right password, with the wait", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.perClient; i++)
      expect(await guard.attempt(from("10.0.0.1", `person-${i}@clinic.test`), wrong)).toEqual({ kind: "wrong" });
    let checked = false;
    const refused = await guard.attempt(from("10.0.0.1", "someone@clinic.test"), async () => {
      checked = true;
      return true;
    });
    expect(refused).toMatchObject({ kind: "limited", limit: "client", key: "10.0.0.1" });
    expect(refused.kind === "limited" && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(checked).toBe(false);
    // Another client is not held up by this one.
    expect(await guard.attempt(from("10.0.0.2", "someone@clinic.test"), right)).toEqual({ kind: "signed-in" });
  });

  it("gives an address ten wrong tries in the window, from however many clients, then refuses it to everyone", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.perAddress; i++) await guard.attempt(from(`10.2.${i}.1`), wrong);
    expect(await guard.attempt(from("10.9.9.9"), right)).toMatchObject({ kind: "limited", limit: "address" });
    // Another address is not held up, nor are the clients that guessed.
    expect(await guard.attempt(from("10.2.0.1", "front-desk@clinic.test"), right)).toEqual({ kind: "signed-in" });
  });

  it("gives a right password's try back, so that staff signing in all day are never refused", async () => {
    const guard = signInGuard();
    for (let i = 0; i < 3 * signInLimits.perClient; i++) {
      expect(await guard.attempt(from("10.0.0.1"), right)).toEqual({ kind: "signed-in" });
    }
  });

  it("refuses everybody after a hundred wrong tries in all, from however many addresses", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.overall; i++)
      await guard.attempt(from(`10.1.${Math.floor(i / 5)}.${i % 5}`, `person-${i % 20}@clinic.test`), wrong);
    expect(await guard.attempt(from("10.9.9.9", "new@clinic.test"), right)).toMatchObject({
      kind: "limited",
      limit: "overall",
    });
  });

  it("still lets a browser that signed in to the account before try it, counted on its own, when strangers have spent the budgets", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.overall; i++) {
      await guard.attempt(from(`10.1.${i}.1`, i < 10 ? "owner@clinic.test" : `person-${i % 20}@clinic.test`), wrong);
    }
    expect(await guard.attempt(from("10.1.0.1"), right)).toMatchObject({ kind: "limited" });
    expect(await guard.attempt(from("10.1.0.1", "owner@clinic.test", "owner-laptop"), right)).toEqual({
      kind: "signed-in",
    });
    // Its own budget holds: ten wrong tries, then it waits too; another known browser does not.
    for (let i = 0; i < signInLimits.perDevice; i++) {
      expect(await guard.attempt(from("10.1.0.1", "owner@clinic.test", "owner-laptop"), wrong)).toEqual({
        kind: "wrong",
      });
    }
    expect(await guard.attempt(from("10.1.0.1", "owner@clinic.test", "owner-laptop"), right)).toMatchObject({
      kind: "limited",
      limit: "device",
    });
    expect(await guard.attempt(from("10.1.0.2", "owner@clinic.test", "owner-phone"), right)).toEqual({
      kind: "signed-in",
    });
  });

  it("counts a known browser's wrong tries against its client and the address too: a mark buys no guesses elsewhere", async () => {
    const guard = signInGuard();
    // Five wrong tries at one's own account, with its mark…
    for (let i = 0; i < 5; i++) await guard.attempt(from("10.3.0.1", "editor@clinic.test", "editor-laptop"), wrong);
    // …leave the client five at another one.
    const outcomes = [];
    for (let i = 0; i < 10; i++) outcomes.push((await guard.attempt(from("10.3.0.1"), wrong)).kind);
    expect(outcomes).toEqual([...Array(5).fill("wrong"), ...Array(5).fill("limited")]);
    // And the editor's address has had five of its ten.
    for (let i = 0; i < 5; i++) await guard.attempt(from(`10.4.${i}.1`, "editor@clinic.test"), wrong);
    expect(await guard.attempt(from("10.4.9.1", "editor@clinic.test"), right)).toMatchObject({ limit: "address" });
  });

  it("counts parallel tries before checking any, and checks at most two passwords at once", async () => {
    const guard = signInGuard();
    let running = 0;
    let most = 0;
    const slowWrong = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return false;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) => guard.attempt(from("10.0.0.1", `person-${i}@clinic.test`), slowWrong)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "wrong")).toHaveLength(signInLimits.perClient);
    expect(outcomes.filter((outcome) => outcome.kind === "limited")).toHaveLength(30 - signInLimits.perClient);
    expect(most).toBe(2);
  });
});
