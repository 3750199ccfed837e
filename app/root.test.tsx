// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./root";

function Broken(): never {
  throw new Error("database password is hunter2");
}

function renderFailingPage() {
  const Stub = createRoutesStub([{ path: "/", Component: Broken, ErrorBoundary: ErrorBoundary as never }]);
  render(<Stub initialEntries={["/"]} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllEnvs();
});

describe("the error screen of a server error", () => {
  it("shows the title and 500 but neither message nor stack outside development", () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFailingPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Unexpected Application Error!");
    expect(screen.getByText("500 Internal Server Error")).toBeTruthy();
    expect(document.body.textContent).not.toContain("hunter2");
    expect(document.querySelector("pre")).toBeNull();
  });

  it("shows the message and the stack in development", () => {
    vi.stubEnv("DEV", true);
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderFailingPage();
    expect(document.body.textContent).toContain("hunter2");
    expect(document.querySelector("pre")?.textContent).toContain("Broken");
  });
});
