import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConsentBanners, ConsentProvider } from "~/features/consent/consent-context";
import { FloatingScheduleButton } from "~/features/scheduling/schedule-button";
import { SchedulingProvider } from "~/features/scheduling/scheduling-context";
import { onDemand } from "~/ui/on-demand";
import { SiteHeader } from "./site-header";

/** Below every page's first screen: its code loads once the visitor acts or it nears (on-demand.tsx). */
const SiteFooter = onDemand<object>("app/sections/layout/site-footer.tsx", () =>
  import("./site-footer").then(({ SiteFooter }) => ({ default: SiteFooter })),
);

/** Top bar, page, footer, the floating booking button and the consent banners around every page. */
export function SiteShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ConsentProvider>
      <SchedulingProvider>
        <a className="skip-link" href="#main">
          {t("skip_link")}
        </a>
        <ConsentBanners />
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <FloatingScheduleButton />
      </SchedulingProvider>
    </ConsentProvider>
  );
}
