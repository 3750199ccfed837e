import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { type LocationField, type LocationProblem, postalCodes, weekDays } from "~/config/location-records";
import { draftedLocations, saveLocation } from "~/features/content/location-editor.server";
import { recordDigestName } from "~/features/content/record-digest";
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
import { type Language, languageNames, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import styles from "~/sections/staff/content.module.css";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { FieldProblems } from "~/sections/staff/field-problems";
import staff from "~/sections/staff/staff-page.module.css";
import type { Route } from "./+types/content-location";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function locationOr404(id: string) {
  const found = (await draftedLocations()).find((location) => location.id === id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

/** One location: where it is, its telephone, its hours, whether it is listed, and its city's name in each language. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const location = await locationOr404(params.location);
    const t = serverT(language, "staff");
    const done = new URL(request.url).searchParams.get("done");
    return {
      title: `${location.cities[language] || location.values.city || location.id} | ${t("content.locations.title")} | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content/locations"),
      previewHref: `${localizedPath(language, "/")}?preview=drafts#contactus`,
      location,
      postalExample: postalCodes[location.values.country as "BR"]?.example ?? "",
      done: done === "added" ? ("added" as const) : done === "saved" ? ("saved" as const) : null,
    };
  });

type Refusal =
  | { error: ContentRefusal }
  | { problems: LocationProblem[]; values: Record<LocationField, string>; cities: Record<Language, string> };

/** "Save draft": the fields and the city's names as drafts, then back here (303); values that break a rule, 400. */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const location = await locationOr404(params.location);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const saved = await saveLocation(location, form.form, currentAccount(context).id);
  if (!saved.ok && "changed" in saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
  if (!saved.ok) return data<Refusal>(saved, { status: 400 });
  throw redirect(`${staffPath(language, `/content/locations/${location.id}`)}?done=saved`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

export default function ContentLocation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const { location } = loaderData;
  const refused = actionData && "problems" in actionData ? actionData : null;
  const values = refused?.values ?? location.values;
  const cities = refused?.cities ?? location.cities;
  const wrong = new Set(refused?.problems.map((problem) => problem.field));
  const drafted = new Set<string>(location.drafted);
  const label = (field: LocationField) =>
    `${t(`content.locations.fields.${field}`)}${drafted.has(field) ? ` (${t("content.treatments.drafted")})` : ""}`;
  const hints: Partial<Record<LocationField, string>> = {
    postal_code: t("content.locations.hints.postal_code", { example: loaderData.postalExample }),
    phone: t("content.locations.hints.phone"),
    latitude: t("content.locations.hints.coordinates"),
    order: t("content.treatments.settings.order_hint"),
  };
  const input = (field: LocationField, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div className={staff.field}>
      <label htmlFor={`location-${field}`} className={staff.label}>
        {label(field)}
      </label>
      <input
        id={`location-${field}`}
        name={field}
        defaultValue={values[field]}
        aria-invalid={wrong.has(field) ? true : undefined}
        aria-describedby={hints[field] ? `location-${field}-hint` : undefined}
        className={staff.input}
        {...extra}
      />
      {hints[field] && (
        <p id={`location-${field}-hint`} className={staff.muted}>
          {hints[field]}
        </p>
      )}
    </div>
  );
  const days = new Set(values.days.split(" "));

  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.locations.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{cities.en || values.city || location.id}</h1>
        <p>
          {t(`common:countries.${values.country as "BR"}`)} · <code>{location.id}</code>
        </p>
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t("content.locations.preview")}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      {loaderData.done && (
        <p role="status" className={staff.intro}>
          {t(`content.locations.${loaderData.done}`)}
        </p>
      )}
      <ContentMessage notice={null} refusal={actionData && "error" in actionData ? actionData.error : undefined} />
      {refused && (
        <FieldProblems
          items={refused.problems.map((problem) => ({
            id: `location-${problem.field}`,
            label: t(`content.locations.fields.${problem.field}`),
            message: t(`content_rules.${problem.rule}`, problem.detail ?? {}),
          }))}
        />
      )}
      <form method="post" className={staff.section}>
        <input type="hidden" name="csrf" value={loaderData.csrf} />
        <input type="hidden" name={recordDigestName} value={location.digest} />
        <div className={staff.fields}>
          {input("address", { required: true, maxLength: 120 })}
          {input("postal_code", { required: true, maxLength: 9 })}
          {input("city", { required: true, maxLength: 120 })}
          {input("phone", { required: true, type: "tel", maxLength: 24 })}
          {input("latitude", { required: true, inputMode: "decimal", maxLength: 12 })}
          {input("longitude", { required: true, inputMode: "decimal", maxLength: 12 })}
        </div>
        <fieldset className={styles.group}>
          <legend className={styles.groupHeading}>{t("content.locations.city_names")}</legend>
          <div className={staff.fields}>
            {languages.map((language) => (
              <div key={language} className={staff.field}>
                <label htmlFor={`location-city-${language}`} className={staff.label}>
                  {languageNames[language]}
                </label>
                <input
                  id={`location-city-${language}`}
                  name={`city_${language}`}
                  lang={language}
                  required
                  maxLength={80}
                  defaultValue={cities[language]}
                  className={staff.input}
                />
              </div>
            ))}
          </div>
        </fieldset>
        <fieldset id="location-days" className={styles.choices}>
          <legend className={staff.label}>{label("days")}</legend>
          {weekDays.map((day) => (
            <label key={day} className={styles.choice}>
              <input type="checkbox" name="days" value={day} defaultChecked={days.has(day)} />
              {t(`content.locations.days.${day}`)}
            </label>
          ))}
        </fieldset>
        <div className={staff.fields}>
          {input("opens", { required: true, type: "time" })}
          {input("closes", { required: true, type: "time" })}
          {input("order", { required: true, type: "number", min: 0, max: 999999, step: 1 })}
        </div>
        <label className={styles.choice}>
          <input type="checkbox" name="shown" value="yes" defaultChecked={values.shown !== "no"} />
          {label("shown")}
        </label>
        <p className={staff.muted}>{t("content.locations.legal_note")}</p>
        <div className={staff.buttons}>
          <button type="submit" className={staff.primaryButton}>
            {t("content.locations.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
