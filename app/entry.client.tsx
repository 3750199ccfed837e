import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// After a new release, a page left open may ask for script or style files that are gone. React
// Router reloads the document when a route module fails to load; Vite reports failed preloads
// here. Reload once to get the new release, but never loop if the file stays missing.
window.addEventListener("vite:preloadError", (event) => {
  // Offline, a reload would show the browser's error page: the part that asked for the file says so itself.
  if (!navigator.onLine) return;
  const key = "reloaded-for-release";
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 10_000) return;
  event.preventDefault();
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
