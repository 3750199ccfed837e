import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";
import { defaultLanguage, languages } from "./i18n/languages";

/**
 * Every page exists once per language: English unprefixed, the others under `/pt`, `/es`, …
 * (docs/decisions/001-language-urls.md). Route ids carry the language so that one module serves
 * all five.
 */
function pages(language: string) {
  const id = (name: string) => `${language}:${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("our-story", "routes/our-story.tsx", { id: id("our-story") }),
    route("service/:service", "routes/service.tsx", { id: id("service") }),
    route("privacy-policy", "routes/privacy-policy.tsx", { id: id("privacy-policy") }),
    route("about-us", "routes/about-us.tsx", { id: id("about-us") }),
    // Any single unknown segment shows the home page (PRODUCT.md, `/{name}`).
    route(":name", "routes/home.tsx", { id: id("home-alias") }),
    route("*", "routes/not-found.tsx", { id: id("not-found") }),
  ];
}

export default [
  route("robots.txt", "routes/robots[.]txt.ts"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  ...pages(defaultLanguage),
  ...languages
    .filter((language) => language !== defaultLanguage)
    .flatMap((language) => prefix(language, pages(language))),
] satisfies RouteConfig;
