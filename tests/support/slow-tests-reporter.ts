import type { FullResult, Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Shows the browser tests' margin: at the end of a run, the slowest tests with their duration and
 * their share of their own timeout (after any test.setTimeout), and a warning line for each test
 * that took more than half of it. It never fails the run: the warning is there to be seen before
 * a busier machine turns the test into a timeout. A test's duration is Playwright's: the test, its
 * beforeEach/afterEach hooks and its fixtures; beforeAll/afterAll hooks have timeouts of their own
 * and are not counted.
 */
const shown = 10;
const warnAbove = 0.5;

type Run = { title: string; duration: number; timeout: number; status: TestResult["status"]; retry: number };

export default class SlowTestsReporter implements Reporter {
  private runs: Run[] = [];

  printsToStdio() {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === "skipped") return;
    // test.timeout is final here: the worker reports any test.setTimeout() with the result.
    this.runs.push({
      title: test.titlePath().filter(Boolean).join(" › "),
      duration: result.duration,
      timeout: test.timeout,
      status: result.status,
      retry: result.retry,
    });
  }

  onEnd(result: FullResult) {
    if (this.runs.length === 0) return;
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const share = (run: Run) => (run.timeout > 0 ? run.duration / run.timeout : 0);
    // Rounded up, so that a test just over half its timeout never shows as 50%.
    const percent = (run: Run) => (run.timeout > 0 ? `${Math.ceil(share(run) * 100)}%` : "no timeout");
    const name = (run: Run) => `${run.title}${run.retry > 0 ? ` (retry ${run.retry})` : ""}`;

    const slowest = [...this.runs].sort((a, b) => b.duration - a.duration).slice(0, shown);
    const lines = [
      "",
      `Slowest ${slowest.length} of ${this.runs.length} tests (duration, share of the test's own timeout):`,
      ...slowest.map(
        (run, i) =>
          `  ${String(i + 1).padStart(2)}. ${seconds(run.duration).padStart(7)}  ${percent(run).padStart(4)} of ${seconds(run.timeout)}  ${name(run)}`,
      ),
    ];
    const over = this.runs.filter((run) => share(run) > warnAbove).sort((a, b) => share(b) - share(a));
    for (const run of over) {
      lines.push(
        `⚠ SLOW TEST: ${name(run)} took ${seconds(run.duration)}, ${percent(run)} of its ${seconds(run.timeout)} timeout (more than half)`,
      );
    }
    lines.push(
      over.length === 0
        ? `Every test took at most half its timeout. Whole run: ${seconds(result.duration)}.`
        : `${over.length} test(s) took more than half their timeout. Whole run: ${seconds(result.duration)}.`,
      "",
    );
    process.stdout.write(`${lines.join("\n")}\n`);
  }
}
