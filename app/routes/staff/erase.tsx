import { redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { getEnv } from "~/config/env.server";
import { contactStore } from "~/features/contact/contact-services.server";
import { phoneLinks } from "~/features/staff/contact-links.server";
import { listHref, listQuery, withParam } from "~/features/staff/list-query";
import {
  audit,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { staffTime } from "~/features/staff/staff-time";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Language } from "~/i18n/languages";
import { serverT } from "~/i18n/resources.server";
import { log } from "~/log.server";
import { EraseConfirmation } from "~/sections/staff/erase-confirmation";
import type { Route } from "./+types/erase";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("requests")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The list the staff came from (its search, filter and page), where both choices lead back. */
const listOf = (request: Request, language: Language) => listHref(staffPath(language), listQuery(new URL(request.url)));

async function load({ request: http, params, context }: Route.LoaderArgs) {
  const { language } = context.get(languageContext);
  const request = await contactStore().get(params.id);
  // Erased meanwhile (by a colleague, or the retention purge): the list says so.
  if (!request) throw redirect(withParam(listOf(http, language), "done", "gone"), 303);
  return {
    title: `${serverT(language, "staff")("erase.title")} | ${clinic.name}`,
    csrf: currentSession(context).csrfToken,
    back: listOf(http, language),
    request: {
      name: request.name,
      email: request.email,
      phone: phoneLinks(request.phone, request.country).display,
      received: { iso: request.createdAt, text: staffTime(request.createdAt, language, getEnv().STAFF_TIME_ZONE) },
    },
  };
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const loader = (args: Route.LoaderArgs) => orUnavailable(() => load(args));

/** Erases the request for good (the patient's right to be forgotten), then back to the list. */
async function act({ request, params, context }: Route.ActionArgs) {
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const erased = await contactStore().delete(params.id);
  if (erased) await audit(context, { action: "request_erased", objectId: params.id });
  log.info(erased ? "contact request erased by the staff" : "contact request to erase not found", {
    request: params.id,
  });
  throw redirect(
    withParam(listOf(request, context.get(languageContext).language), "done", erased ? "erased" : "gone"),
    303,
  );
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function Erase({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EraseConfirmation
      request={loaderData.request}
      csrf={loaderData.csrf}
      back={loaderData.back}
      refusal={actionData?.error}
    />
  );
}
