import { createContext, type MiddlewareFunction } from "react-router";
import type { Language } from "./languages";
import { type LanguageSource, resolveLanguage } from "./resolve-language";

/** The request's language, resolved once by the root middleware for every loader. */
export const languageContext = createContext<{ language: Language; source: LanguageSource }>({
  language: "en",
  source: "default",
});

/**
 * Uses React Router's normalised `url`: a client-side load of `/pt` arrives as `/pt.data`, whose
 * first segment is not the language.
 */
export const languageMiddleware: MiddlewareFunction<Response> = ({ url, request, context }) => {
  context.set(languageContext, resolveLanguage(url, request.headers));
};
