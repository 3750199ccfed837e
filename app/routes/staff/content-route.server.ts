import type { MiddlewareFunction, RouterContextProvider } from "react-router";
import { clinic } from "~/config/clinic";
import type { TextChange } from "~/features/content/content-store.server";
import { publishAction } from "~/features/content/publish-action.server";
import {
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import type { Language } from "~/i18n/languages";
import type { ContentNotice } from "~/sections/staff/content-message";

/** Who opens the content pages: a signed-in account allowed to edit the content. */
export const contentMiddleware: MiddlewareFunction<Response>[] = [signedIn, requires("content")];

type Args = { request: Request; context: Readonly<RouterContextProvider> };

/** The staff's language, and the content's hub in it (`/admin/content`): the pages' way back, a refusal's links. */
type Place = { language: Language; content: string };

const placeOf = ({ context }: Args): Place => {
  const { language } = context.get(languageContext);
  return { language, content: staffPath(language, "/content") };
};

/**
 * A content page's loader: its data, its title followed by the clinic's name, and the session's token for its forms.
 * The database failing answers 503, never 500 (unavailable.server.ts).
 */
export const contentLoader =
  <A extends Args, T extends { title: string }>(load: (args: A, place: Place) => Promise<T>) =>
  (args: A) =>
    orUnavailable(async () => {
      const page = await load(args, placeOf(args));
      return { ...page, title: `${page.title} | ${clinic.name}`, csrf: currentSession(args.context).csrfToken };
    });

/** "Publish" from a content page (publish-action.server.ts): the drafts of `scope` (every draft without), then `back`. */
type Publish = (back: string, scope?: (change: TextChange) => boolean) => ReturnType<typeof publishAction>;

/**
 * A content page's action: the staff's form, read only with the session's token (an expired or forged one refused in
 * their words), then `act` with the form and its intent. The database failing answers 503, never 500.
 */
export const contentAction =
  <A extends Args, T>(
    act: (args: A, sent: Place & { form: FormData; intent: unknown; publish: Publish }) => Promise<T>,
  ) =>
  (args: A) =>
    orUnavailable(async () => {
      const read = await readStaffForm(args.request, currentSession(args.context));
      if (!read.ok) return unreadForm(read.status);
      const place = placeOf(args);
      const publish: Publish = (back, scope) => publishAction(args.context, { back, base: place.content, scope });
      return act(args, { ...place, form: read.form, intent: read.form.get("intent"), publish });
    });

/** A whole number from the address, at least 1 (else none). */
const whole = (value: string | null) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
};

/**
 * What the last change did, as the address says after it (`?done=published&version=3`, `?done=saved&count=2`), of
 * the kinds the page tells (`kinds`); a save of nothing is told as such.
 */
export function contentNotice(url: URL, kinds: readonly ContentNotice["kind"][]): ContentNotice | null {
  const kind = kinds.find((candidate) => candidate === url.searchParams.get("done"));
  const [version, reverts] = [whole(url.searchParams.get("version")), whole(url.searchParams.get("reverts"))];
  if (kind === "saved") {
    const count = Math.min(10_000, Math.trunc(Number(url.searchParams.get("count"))) || 0);
    return count > 0 ? { kind, count } : { kind: "nothing_saved" };
  }
  if (kind === "published") return version ? { kind, version } : null;
  if (kind === "reverted") return version && reverts ? { kind, version, reverts } : null;
  return kind ? { kind } : null;
}
