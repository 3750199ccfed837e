import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { countryCodes } from "~/config/location-records";
import { addLocation, draftedLocations, newLocationProblem } from "~/features/content/location-editor.server";
import {
  currentAccount,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { serverT } from "~/i18n/resources.server";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { StaffMessage } from "~/sections/staff/staff-message";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-locations";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

/** The clinic's locations as the drafts would leave them, each with the link to its page, and a form to add one. */
export const loader = ({ context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const t = serverT(language, "staff");
    return {
      title: `${t("content.locations.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content"),
      locations: (await draftedLocations()).map(({ id, values, cities, drafted }) => ({
        id,
        city: cities[language] || values.city || id,
        country: values.country,
        address: values.address,
        shown: values.shown !== "no",
        drafted: drafted.length > 0,
        href: staffPath(language, `/content/locations/${id}`),
      })),
    };
  });

type Refusal = { error: ContentRefusal } | { wrong: "id_invalid" | "id_taken"; id: string };

/** "Add the location": its first fields as drafts, then its page (303); an id that cannot be one is refused (400). */
async function act({ request, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const id = String(form.form.get("id") ?? "").trim();
  const country = String(form.form.get("country") ?? "");
  const existing = await draftedLocations();
  const wrong = newLocationProblem(id, existing);
  if (wrong) return data<Refusal>({ wrong, id }, { status: 400 });
  if (!(countryCodes as readonly string[]).includes(country))
    return data<Refusal>({ error: "bad_form" }, { status: 400 });
  const last = Math.max(0, ...existing.map(({ values }) => Number(values.order) || 0));
  await addLocation(id, country, currentAccount(context).id, last + 10);
  throw redirect(`${staffPath(language, `/content/locations/${id}`)}?done=added`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentLocations({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const wrong = actionData && "wrong" in actionData ? actionData : null;
  return (
    <div className={staff.stack}>
      <header>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{t("content.locations.title")}</h1>
        <p className={staff.intro}>{t("content.locations.intro")}</p>
      </header>
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      <ul className={`${staff.section} ${staff.stackTight}`}>
        {loaderData.locations.map((location) => (
          <li key={location.id}>
            <a href={location.href} className={staff.textLink}>
              {location.city}
            </a>
            {location.country && ` (${t(`common:countries.${location.country as "BR"}`)})`}
            {location.address && ` · ${location.address}`}
            {location.shown ? "" : ` · ${t("content.treatments.hidden")}`}
            {location.drafted ? ` (${t("content.treatments.drafted")})` : ""}
          </li>
        ))}
      </ul>
      <section className={staff.section} aria-labelledby="location-add">
        <h2 id="location-add" className={staff.sectionHeading}>
          {t("content.locations.add.title")}
        </h2>
        {wrong && <StaffMessage kind="error">{t(`content.locations.add.${wrong.wrong}`)}</StaffMessage>}
        <form method="post" className={staff.fields}>
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <div className={staff.field}>
            <label htmlFor="location-id" className={staff.label}>
              {t("content.locations.add.id")}
            </label>
            <input
              id="location-id"
              name="id"
              required
              maxLength={40}
              pattern="[a-z][a-z0-9]*(_[a-z0-9]+)*"
              defaultValue={wrong?.id}
              aria-invalid={wrong ? true : undefined}
              aria-describedby="location-id-hint"
              className={staff.input}
            />
            <p id="location-id-hint" className={staff.muted}>
              {t("content.locations.add.id_hint")}
            </p>
          </div>
          <div className={staff.field}>
            <label htmlFor="location-country" className={staff.label}>
              {t("content.locations.add.country")}
            </label>
            <select id="location-country" name="country" className={staff.input}>
              {countryCodes.map((country) => (
                <option key={country} value={country}>
                  {t(`common:countries.${country}`)}
                </option>
              ))}
            </select>
          </div>
          <div className={staff.buttons}>
            <button type="submit" className={staff.primaryButton}>
              {t("content.locations.add.submit")}
            </button>
          </div>
        </form>
      </section>
    </div>
  );
}
