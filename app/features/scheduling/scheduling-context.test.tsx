// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getI18n } from "~/i18n/i18n";
import { SchedulingProvider, useScheduling } from "./scheduling-context";

function Opener() {
  const scheduling = useScheduling();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={scheduling.open}>
        Book
      </button>
      <output>{JSON.stringify({ path: location.pathname, state: location.state })}</output>
    </>
  );
}

function renderWith(schedulingUrl: string | null) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ colorMode: "dark", settings: { siteUrl: "http://localhost", schedulingUrl } }),
      Component: () => (
        <SchedulingProvider>
          <Opener />
        </SchedulingProvider>
      ),
      children: [{ path: "about-us", Component: () => null }],
    },
  ]);
  render(
    <I18nextProvider i18n={getI18n("en", {})}>
      <Stub initialEntries={["/about-us"]} />
    </I18nextProvider>,
  );
}

afterEach(cleanup);

describe("booking entry points", () => {
  it("without a scheduling page, lead to the contact form and open no dialog", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWith(null);
    fireEvent.click(await screen.findByRole("button", { name: "Book" }));
    expect(await screen.findByText(/"scrollTo":"contactus"/)).toBeTruthy();
    expect(screen.getByText(/"path":"\/"/)).toBeTruthy();
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("with a scheduling page, open the booking dialog", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderWith("https://calendly.com/clinic/consultation");
    // No dialog until a visitor asks for one: its code loads then.
    expect(document.querySelector("dialog")).toBeNull();
    fireEvent.click(await screen.findByRole("button", { name: "Book" }));
    await vi.waitFor(() => expect(document.querySelector("dialog")).not.toBeNull());
  });
});
