import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { clinic } from "~/config/clinic";
import { maxPictureBytes } from "~/config/pictures";
import { availabilityData, groupIds } from "~/config/treatment-catalogue";
import { editedLanguage, inLanguage, type SaveConflict } from "~/features/content/content-editor.server";
import { recordDigestName } from "~/features/content/record-digest";
import {
  draftedTreatment,
  removeImage,
  saveImage,
  saveSettings,
  saveTreatmentTexts,
  settingsDigest,
  treatmentTexts,
} from "~/features/content/treatment-editor.server";
import { smallestOf } from "~/features/pictures/picture-conversion.server";
import {
  currentAccount,
  currentSession,
  readStaffForm,
  requires,
  signedIn,
  staffPath,
  unreadForm,
} from "~/features/staff/staff-access.server";
import { allLocations } from "~/features/treatments/catalogue-state.server";
import { orUnavailable } from "~/http/unavailable.server";
import { languageContext } from "~/i18n/language-middleware.server";
import { type Language, languageNames, languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { servicePath } from "~/pages";
import styles from "~/sections/staff/content.module.css";
import { ContentEditor, EditedLanguages } from "~/sections/staff/content-editor";
import { ContentMessage, type ContentRefusal } from "~/sections/staff/content-message";
import { SaveConflicts } from "~/sections/staff/save-conflicts";
import staff from "~/sections/staff/staff-page.module.css";
import { TreatmentImage } from "~/sections/staff/treatment-image";
import type { Route } from "./+types/content-treatment";
import { staffMeta } from "./staff-meta";

export const middleware: Route.MiddlewareFunction[] = [signedIn, requires("content")];

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title);

async function treatmentOr404(key: string) {
  const record = await draftedTreatment(key);
  if (!record) throw data(null, { status: 404 });
  return record;
}

/** One treatment: its settings (shared by every language) and its four texts in the language edited. */
export const loader = ({ request, params, context }: Route.LoaderArgs) =>
  orUnavailable(async () => {
    const { language } = context.get(languageContext);
    const record = await treatmentOr404(params.treatment);
    const url = new URL(request.url);
    const edited = editedLanguage(url);
    const base = staffPath(language, `/content/treatments/${record.key}`);
    const fields = await treatmentTexts(record, edited);
    const done = url.searchParams.get("done");
    const count = Math.max(0, Math.min(100, Number(url.searchParams.get("count")) || 0));
    return {
      title: `${fields[0]?.value || record.key} (${languageNames[edited]}) | ${clinic.name}`,
      csrf: currentSession(context).csrfToken,
      backHref: staffPath(language, "/content/treatments"),
      record,
      settingsDigest: settingsDigest(record),
      language: edited,
      fields,
      locations: allLocations().map(({ id, country }) => ({ id, country })),
      // The locations its rules leave out (a country's rule, each of its locations).
      notOffered: availabilityData(record, allLocations()).notOffered.map(({ location }) => location),
      groups: groupIds,
      previewHref: `${localizedPath(edited, servicePath(record.slug))}?preview=drafts`,
      languageHrefs: Object.fromEntries(languages.map((other) => [other, inLanguage(base, other)])) as Record<
        Language,
        string
      >,
      // What a picture must be, for the form's hint and its refusals.
      imageLimits: { ...smallestOf("treatment"), megabytes: maxPictureBytes / 1024 / 1024 },
      done: (dones as readonly (string | null)[]).includes(done) ? (done as Done) : null,
      notice:
        done === "saved"
          ? count === 0
            ? ({ kind: "nothing_saved" } as const)
            : ({ kind: "saved", count } as const)
          : null,
    };
  });

const dones = ["added", "settings", "image", "image_removed"] as const;
type Done = (typeof dones)[number];

type Refusal = { error: ContentRefusal } | { conflicts: SaveConflict[]; saved: number };

/**
 * "Save settings", "Upload the picture", "Show the card's illustration instead" or "Save draft" (the texts): drafts,
 * then back to the treatment (303). A file that is not a picture the page can use is refused (400), and changes
 * nothing.
 */
async function act({ request, params, context }: Route.ActionArgs) {
  const { language } = context.get(languageContext);
  const record = await treatmentOr404(params.treatment);
  const form = await readStaffForm(request, currentSession(context));
  if (!form.ok) {
    return unreadForm(form.status);
  }
  const edited = editedLanguage(new URL(request.url));
  const back = inLanguage(staffPath(language, `/content/treatments/${record.key}`), edited);
  const join = back.includes("?") ? "&" : "?";
  const account = currentAccount(context).id;
  const intent = form.form.get("intent");
  if (intent === "settings") {
    const saved = await saveSettings(record, form.form, account);
    if (!saved) return data<Refusal>({ error: "changed_meanwhile" }, { status: 409 });
    throw redirect(`${back}${join}done=settings`, 303);
  }
  if (intent === "image") {
    const problem = await saveImage(record, form.form.get("image"), account);
    if (problem) return data<Refusal>({ error: problem }, { status: 400 });
    throw redirect(`${back}${join}done=image`, 303);
  }
  if (intent === "image_remove") {
    await removeImage(record, account);
    throw redirect(`${back}${join}done=image_removed`, 303);
  }
  const { saved, conflicts } = await saveTreatmentTexts(record, edited, form.form, account);
  // Texts someone else changed meanwhile: the rest kept, these told, the page showing their version (its loader runs
  // again after a 200, as after a save).
  if (conflicts.length > 0) return data<Refusal>({ conflicts, saved });
  throw redirect(`${back}${join}done=saved&count=${saved}`, 303);
}

/** The database failing answers 503, never 500 (unavailable.server.ts). */
export const action = (args: Route.ActionArgs) => orUnavailable(() => act(args));

const doneMessages = {
  added: "content.treatments.added",
  settings: "content.treatments.settings.saved",
  image: "content.treatments.image.saved",
  image_removed: "content.treatments.image.removed",
} as const satisfies Record<Done, string>;

export default function ContentTreatment({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["staff", "common"]);
  const { record, language, done } = loaderData;
  const notOffered = new Set(loaderData.notOffered);
  return (
    <div className={staff.stack}>
      <header className={staff.stackTight}>
        <p>
          <a href={loaderData.backHref} className={staff.textLink}>
            {t("content.treatments.back")}
          </a>
        </p>
        <h1 className={staff.heading}>{loaderData.fields[0]?.value || record.key}</h1>
        <p>
          <code>/service/{record.slug}</code>
        </p>
        <p>
          <a href={loaderData.previewHref} className={staff.textLink} target="_blank" rel="noopener">
            {t("content.editor.preview", { language: languageNames[language] })}
          </a>{" "}
          {t("content.editor.preview_note")}
        </p>
      </header>
      {done && (
        <p role="status" className={staff.intro}>
          {t(doneMessages[done])}
        </p>
      )}
      <ContentMessage
        notice={
          actionData && "conflicts" in actionData
            ? actionData.saved > 0
              ? { kind: "saved", count: actionData.saved }
              : null
            : loaderData.notice
        }
        refusal={actionData && "error" in actionData ? actionData.error : undefined}
        values={loaderData.imageLimits}
      />
      {actionData && "conflicts" in actionData && <SaveConflicts conflicts={actionData.conflicts} />}
      <section className={staff.section} aria-labelledby="treatment-settings">
        <h2 id="treatment-settings" className={staff.sectionHeading}>
          {t("content.treatments.settings.title")}
        </h2>
        <form method="post" className={staff.fields}>
          <input type="hidden" name="csrf" value={loaderData.csrf} />
          <input type="hidden" name={recordDigestName} value={loaderData.settingsDigest} />
          <fieldset className={styles.choices}>
            <legend className={staff.label}>{t("content.treatments.settings.groups")}</legend>
            {loaderData.groups.map((group) => (
              <label key={group} className={styles.choice}>
                <input type="checkbox" name="groups" value={group} defaultChecked={record.groups.includes(group)} />
                {t(`content.treatments.groups.${group}`)}
              </label>
            ))}
          </fieldset>
          <div className={staff.field}>
            <label htmlFor="treatment-order" className={staff.label}>
              {t("content.treatments.settings.order")}
            </label>
            <input
              id="treatment-order"
              name="order"
              type="number"
              min={0}
              max={999999}
              step={1}
              defaultValue={record.order}
              aria-describedby="treatment-order-hint"
              className={staff.input}
            />
            <p id="treatment-order-hint" className={staff.muted}>
              {t("content.treatments.settings.order_hint")}
            </p>
          </div>
          <label className={styles.choice}>
            <input type="checkbox" name="shown" value="yes" defaultChecked={record.shown} />
            {t("content.treatments.settings.shown")}
          </label>
          <label className={styles.choice}>
            <input type="checkbox" name="test" value="yes" defaultChecked={record.test} />
            {t("content.treatments.settings.test")}
          </label>
          <fieldset className={styles.choices}>
            <legend className={staff.label}>{t("content.treatments.settings.not_offered")}</legend>
            {loaderData.locations.map(({ id, country }) => (
              <label key={id} className={styles.choice}>
                <input type="checkbox" name="not_offered" value={id} defaultChecked={notOffered.has(id)} />
                {t(`common:cities.${id}`)} ({t(`common:countries.${country}`)})
              </label>
            ))}
          </fieldset>
          <div className={staff.buttons}>
            <button type="submit" name="intent" value="settings" className={staff.primaryButton}>
              {t("content.treatments.settings.save")}
            </button>
          </div>
        </form>
      </section>
      <TreatmentImage
        image={record.image}
        csrf={loaderData.csrf}
        limits={loaderData.imageLimits}
        alt={loaderData.fields.find((field) => field.key.endsWith(".image_alt"))?.value ?? ""}
      />
      <section className={staff.section} aria-labelledby="treatment-texts">
        <h2 id="treatment-texts" className={staff.sectionHeading}>
          {t("content.treatments.texts", { language: languageNames[language] })}
        </h2>
        <EditedLanguages current={language} hrefOf={loaderData.languageHrefs} />
        <ContentEditor language={language} fields={loaderData.fields} csrf={loaderData.csrf} />
      </section>
    </div>
  );
}
