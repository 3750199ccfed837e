import { useTranslation } from "react-i18next";
import { PageIntro } from "~/components/layout/page-intro";
import { clinic } from "~/config/clinic";
import { publicSettings } from "~/config/env.server";
import { isTreatmentKey } from "~/config/treatments";
import { serverT } from "~/i18n/resources.server";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/service";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({ ...loaderData.meta, path: `/service/${loaderData.treatment}` });

export function loader({ context, params }: Route.LoaderArgs) {
  const treatment = params.service;
  if (!isTreatmentKey(treatment)) throw new Response(null, { status: 404, statusText: "Not Found" });
  const page = pageData(context, ["service", "treatments"]);
  const title = serverT(page.language, "treatments")(`${treatment}.title`);
  return {
    ...page,
    treatment,
    meta: {
      settings: publicSettings(),
      language: page.language,
      title: `${title} | ${clinic.name}`,
      description: serverT(page.language, "service")("meta.description", { title, name: clinic.name }),
    },
  };
}

export default function Service({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["service", "treatments"]);
  return (
    <PageIntro
      eyebrow={t("service:eyebrow")}
      heading={t(`treatments:${loaderData.treatment}.title`)}
      lead={t("service:meta.description", { title: t(`treatments:${loaderData.treatment}.title`), name: clinic.name })}
    />
  );
}
