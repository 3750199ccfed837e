import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { privacyPolicy } from "~/config/legal";
import { startWebVitals, stopWebVitals } from "~/features/web-vitals/report-web-vitals";
import { ConsentBanner } from "./consent-banner";
import { type BannerKind, readConsent, saveConsent } from "./consent-storage";

interface ConsentState {
  /** The banner to show, if any. */
  banner: BannerKind | null;
  choose: (allow: boolean) => void;
  /** Shows the cookie banner again ("Cookie settings"); its heading then takes focus. */
  reopen: () => void;
  reopened: boolean;
}

const ConsentContext = createContext<ConsentState>({
  banner: null,
  choose: () => {},
  reopen: () => {},
  reopened: false,
});

/**
 * The visitor's choice about optional features: the cookie banner until they choose, the policy
 * banner when the policy changed since, and the measurement of page speed only once allowed.
 * Before a choice (and during server rendering) nothing optional runs.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [banner, setBanner] = useState<BannerKind | null>(null);
  const [allowed, setAllowed] = useState(false);
  const [reopened, setReopened] = useState(false);
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
    setReopened(false);
    returnFocus.current?.focus();
    returnFocus.current = null;
  }, []);

  const reopen = useCallback(() => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBanner("cookie");
    setReopened(true);
  }, []);

  const value = useMemo(() => ({ banner, choose, reopen, reopened }), [banner, choose, reopen, reopened]);
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

export const useConsent = () => useContext(ConsentContext);

/**
 * Where the banner stands in the page: early (right after the skip link), so that keyboard and
 * screen-reader users meet the pending choice first, though it is drawn at the foot of the window.
 */
export function ConsentBanners() {
  const { banner, choose, reopened } = useConsent();
  return banner && <ConsentBanner kind={banner} onChoose={choose} focusOnShow={reopened} />;
}
