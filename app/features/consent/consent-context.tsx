import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { privacyPolicy } from "~/config/legal";
import { startWebVitals, stopWebVitals } from "~/features/web-vitals/report-web-vitals";
import { ConsentBanner } from "./consent-banner";
import { readConsent, saveConsent } from "./consent-storage";

export type BannerKind = "cookie" | "policy";

const ConsentContext = createContext<{ reopen: () => void }>({ reopen: () => {} });

/**
 * The visitor's choice about optional features: the cookie banner until they choose, the policy
 * banner when the policy changed since, and the measurement of page speed only once allowed.
 * Before a choice (and during server rendering) nothing optional runs.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<BannerKind | null>(null);
  const [allowed, setAllowed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const stored = readConsent(privacyPolicy.version);
    if (stored.status === "none") setBanner("cookie");
    else if (stored.status === "outdated") setBanner("policy");
    else setAllowed(stored.allowed);
  }, []);

  useEffect(() => {
    if (allowed) void startWebVitals();
    else stopWebVitals();
  }, [allowed]);

  const choose = useCallback((allow: boolean) => {
    saveConsent(allow, privacyPolicy.version);
    setAllowed(allow);
    setBanner(null);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  const reopen = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBanner("cookie");
  }, []);

  const value = useMemo(() => ({ reopen }), [reopen]);
  return (
    <ConsentContext value={value}>
      {children}
      {banner && <ConsentBanner kind={banner} onChoose={choose} focusOnShow={returnFocus.current !== null} />}
    </ConsentContext>
  );
}

export const useConsent = () => useContext(ConsentContext);
