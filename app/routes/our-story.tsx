import { useTranslation } from "react-i18next";
import { PageIntro } from "~/components/layout/page-intro";
import { clinic } from "~/config/clinic";
import { publicSettings } from "~/config/env.server";
import { serverT } from "~/i18n/resources.server";
import { pageData } from "~/seo/page-data.server";
import { pageMeta } from "~/seo/page-meta";
import type { Route } from "./+types/our-story";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta({ ...loaderData.meta, path: "/our-story" });

export function loader({ context }: Route.LoaderArgs) {
  const page = pageData(context, ["story"]);
  const t = serverT(page.language, "story");
  return {
    ...page,
    meta: {
      settings: publicSettings(),
      language: page.language,
      title: `${t("meta.title")} | ${clinic.name}`,
      description: t("meta.description", { name: clinic.name }),
    },
  };
}

export default function OurStory() {
  const { t } = useTranslation("story");
  return <PageIntro heading={t("heading")} lead={t("intro", { name: clinic.name, year: clinic.foundedYear })} />;
}
