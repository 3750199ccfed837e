import { createContext, type MiddlewareFunction } from "react-router";
import type { Language } from "./languages";
import { type LanguageSource, resolveLanguage } from "./resolve-language";

/** The request's language, resolved once by the root middleware for every loader. */
export const languageContext = createContext<{ language: Language; source: LanguageSource }>({
  language: "en",
  source: "default",
});

export const languageMiddleware: MiddlewareFunction<Response> = ({ request, context }) => {
  context.set(languageContext, resolveLanguage(new URL(request.url), request.headers));
};
