import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RefusalSummaries } from "./refusal-summaries.server";

const window = 15 * 60 * 1000;

describe("RefusalSummaries", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("writes the first refusal of a window at once, and the count once at its end", async () => {
    const summaries = new RefusalSummaries(window);
    const written: string[] = [];
    const record = (who: string) => async (refused: number) => {
      written.push(`${who}: ${refused}`);
    };
    for (let i = 0; i < 30; i++) await summaries.note("client:10.0.0.1", record(`post ${i}`));
    await summaries.note("client:10.0.0.2", record("other client"));
    expect(written).toEqual(["post 0: 1", "other client: 1"]);

    await vi.advanceTimersByTimeAsync(window);
    // The count, in the first refusal's words; a client refused once has nothing more to say.
    expect(written).toEqual(["post 0: 1", "other client: 1", "post 0: 30"]);
    // A new window begins with a new event.
    await summaries.note("client:10.0.0.1", record("later"));
    expect(written.at(-1)).toBe("later: 1");
  });

  it("writes the counts still open at shutdown, once", async () => {
    const summaries = new RefusalSummaries(window);
    const written: number[] = [];
    for (let i = 0; i < 3; i++) await summaries.note("all", async (refused) => void written.push(refused));
    await summaries.flush();
    await vi.advanceTimersByTimeAsync(window);
    expect(written).toEqual([1, 3]);
  });
});
