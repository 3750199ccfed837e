import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { privacyPolicy } from "~/config/legal";
import { countEvent } from "~/features/insights/site-events";
import { createExternalStore } from "~/hooks/external-store";

// The measurement's code loads only once a visitor allowed it.
const webVitals = () => import("~/features/web-vitals/report-web-vitals");

import { ConsentBanner } from "./consent-banner";
import { type BannerKind, readConsent, saveConsent } from "./consent-storage";

/** What the banners show. */
interface BannerView {
  /** The banner to show, if any. */
  banner: BannerKind | null;
  /** Shown again from "Cookie settings": its heading then takes focus. */
  reopened: boolean;
}
const noBanner: BannerView = { banner: null, reopened: false };

/** The banners' state lives outside React's context, which only hands out one unchanging object (external-store.ts). */
const createBannerStore = () => createExternalStore<BannerView>(noBanner);

interface Consent {
  banners: ReturnType<typeof createBannerStore>;
  choose: (allow: boolean) => void;
  /** Shows the cookie banner again ("Cookie settings"); its heading then takes focus. */
  reopen: () => void;
}

const ConsentContext = createContext<Consent>({ banners: createBannerStore(), choose: () => {}, reopen: () => {} });

/**
 * The visitor's choice about optional features: the cookie banner until they choose, the policy
 * banner when the policy changed since, and the measurement of page speed only once allowed.
 * Before a choice (and during server rendering) nothing optional runs.
 */
export function ConsentProvider({ children }: { children: ReactNode }) {
  const [banners] = useState(createBannerStore);
  const [allowed, setAllowed] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const stored = readConsent(privacyPolicy.version);
    if (stored.status === "none") banners.set({ banner: "cookie", reopened: false });
    else if (stored.status === "outdated") banners.set({ banner: "policy", reopened: false });
    else setAllowed(stored.allowed);
    // The banner's display and its answer are counted whatever the answer: how the clinic knows it asks fairly.
    if (stored.status !== "current") countEvent("consent_shown");
  }, [banners]);

  const measured = useRef(false);
  useEffect(() => {
    if (allowed) measured.current = true;
    if (allowed) void webVitals().then(({ startWebVitals }) => startWebVitals());
    else if (measured.current) void webVitals().then(({ stopWebVitals }) => stopWebVitals());
  }, [allowed]);

  const value = useMemo<Consent>(
    () => ({
      banners,
      choose(allow) {
        saveConsent(allow, privacyPolicy.version);
        countEvent(allow ? "consent_accepted" : "consent_rejected");
        setAllowed(allow);
        banners.set(noBanner);
        returnFocus.current?.focus();
        returnFocus.current = null;
      },
      reopen() {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        banners.set({ banner: "cookie", reopened: true });
        countEvent("consent_shown");
      },
    }),
    [banners],
  );
  return <ConsentContext value={value}>{children}</ConsentContext>;
}

/** Shows the cookie banner again ("Cookie settings"); its heading then takes focus. */
export const useReopenConsent = () => useContext(ConsentContext).reopen;

/**
 * Where the banner stands in the page: early (right after the skip link), so that keyboard and
 * screen-reader users meet the pending choice first, though it is drawn at the foot of the window.
 */
export function ConsentBanners() {
  const { banners, choose } = useContext(ConsentContext);
  const { banner, reopened } = useSyncExternalStore(banners.subscribe, banners.get, () => noBanner);
  return banner && <ConsentBanner kind={banner} onChoose={choose} focusOnShow={reopened} />;
}
