import { describe, expect, it } from "vitest";
import { signInGuard, signInLimits } from "./sign-in-guard.server";

const right = () => Promise.resolve(true);
const wrong = () => Promise.resolve(false);

describe("signInGuard", () => {
  it("gives a client ten tries in the window, then refuses even the right password, with the wait", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.perClient; i++)
      expect(await guard.attempt({ address: "10.0.0.1" }, wrong)).toEqual({ kind: "wrong" });
    let checked = false;
    const refused = await guard.attempt({ address: "10.0.0.1" }, async () => {
      checked = true;
      return true;
    });
    expect(refused).toMatchObject({ kind: "limited" });
    expect(refused.kind === "limited" && refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(checked).toBe(false);
    // Another client is not held up by this one.
    expect(await guard.attempt({ address: "10.0.0.2" }, right)).toEqual({ kind: "signed-in" });
  });

  it("gives a right password's try back, so that staff signing in all day are never refused", async () => {
    const guard = signInGuard();
    for (let i = 0; i < 3 * signInLimits.perClient; i++) {
      expect(await guard.attempt({ address: "10.0.0.1" }, right)).toEqual({ kind: "signed-in" });
    }
  });

  it("refuses everybody after a hundred wrong tries in all, from however many addresses", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.overall; i++)
      await guard.attempt({ address: `10.1.${Math.floor(i / 5)}.${i % 5}` }, wrong);
    expect(await guard.attempt({ address: "10.9.9.9" }, right)).toMatchObject({ kind: "limited" });
  });

  it("still lets a browser that signed in before try, counted on its own, when strangers have spent the budget", async () => {
    const guard = signInGuard();
    for (let i = 0; i < signInLimits.overall; i++) await guard.attempt({ address: `10.1.${i}.1` }, wrong);
    expect(await guard.attempt({ address: "10.1.0.1", device: "staff-laptop" }, right)).toEqual({ kind: "signed-in" });
    // Its own budget holds: ten wrong tries, then it waits too; another known browser does not.
    for (let i = 0; i < signInLimits.perClient; i++) {
      expect(await guard.attempt({ address: "10.1.0.1", device: "staff-laptop" }, wrong)).toEqual({ kind: "wrong" });
    }
    expect(await guard.attempt({ address: "10.1.0.1", device: "staff-laptop" }, right)).toMatchObject({
      kind: "limited",
    });
    expect(await guard.attempt({ address: "10.1.0.1", device: "front-desk" }, right)).toEqual({ kind: "signed-in" });
    // A stranger is still refused.
    expect(await guard.attempt({ address: "10.9.9.9" }, right)).toMatchObject({ kind: "limited" });
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
      Array.from({ length: 30 }, () => guard.attempt({ address: "10.0.0.1" }, slowWrong)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "wrong")).toHaveLength(signInLimits.perClient);
    expect(outcomes.filter((outcome) => outcome.kind === "limited")).toHaveLength(30 - signInLimits.perClient);
    expect(most).toBe(2);
  });
});
