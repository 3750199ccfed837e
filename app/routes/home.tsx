import { useEffect } from "react";
import { useActionData, useLocation } from "react-router";
import { clinic } from "~/config/clinic";
import { siteUrl } from "~/config/env.server";
import { contactAction, contactRateLimit } from "~/features/contact/contact-action.server";
import type { ContactFormResult } from "~/features/contact/contact-schema";
import { countryOptions } from "~/features/contact/countries.server";
import { clinicClosures, clinicCounters, clinicLocations, shownPartners } from "~/features/records/record-state.server";
import { treatmentIndex } from "~/features/treatments/treatment-titles.server";
import { type ScrollToSection, scrollToSectionWhenShown } from "~/hooks/use-section-link";
import { pageData } from "~/i18n/page-data.server";
import { serverT } from "~/i18n/resources.server";
import { pageHandle } from "~/pages";
import { Hero } from "~/sections/home/hero";
import { pageMeta } from "~/seo/page-meta";
import { homeData } from "~/seo/structured-data.server";
import { onDemand } from "~/ui/on-demand";
import type { Route } from "./+types/home";

export const handle = pageHandle("home");

/** Everything after the first screen hydrates once the visitor acts or it comes near (on-demand.tsx). */
const BelowFold = onDemand("app/sections/home/below-fold.tsx", () => import("~/sections/home/below-fold"));

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta({ matches, ...loaderData.meta, page: "home" });

/** Contact-form posts are counted per client; the action answers those over the limit. */
export const middleware: Route.MiddlewareFunction[] = [contactRateLimit];

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, "home");
  const t = serverT(page.language, "home");
  const common = serverT(page.language, "common");
  const description = t("meta.description");
  // The cards' lists of treatments, and their titles for the links to every treatment's page under the cards.
  const treatments = treatmentIndex(page.language);
  return {
    ...page,
    i18n: { ...page.i18n, treatments: treatments.texts },
    treatmentLists: treatments.lists,
    counters: clinicCounters(),
    partners: shownPartners(),
    countries: countryOptions(page.language),
    meta: {
      title: t("meta.title", { name: clinic.name }),
      description,
      structuredData: homeData(
        siteUrl(),
        page.language,
        clinicLocations(),
        {
          description,
          countries: { BR: common("countries.BR"), ES: common("countries.ES"), PT: common("countries.PT") },
        },
        // Every closure and special hours to come (search engines show them on their day).
        clinicClosures(new Date().toISOString().slice(0, 10)),
      ),
    },
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return contactAction(request, context);
}

/** With JavaScript: a request that cannot reach the server is answered here, the form keeping its values. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ContactFormResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, failure: "network" };
  }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const posted = useActionData<typeof action>();

  // A section chosen in the menu of another page: scroll to it once the home page is shown.
  useEffect(() => {
    const target = (location.state as ScrollToSection | null)?.scrollTo;
    if (target) scrollToSectionWhenShown(target);
  }, [location.state]);

  return (
    <>
      <Hero />
      <BelowFold
        treatmentLists={loaderData.treatmentLists}
        counters={loaderData.counters}
        partners={loaderData.partners}
        contactForm={{ countries: loaderData.countries, initial: posted }}
      />
    </>
  );
}
