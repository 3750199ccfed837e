import {
  cityKey,
  defaultLocations,
  type LocationField,
  type LocationProblem,
  locationFields,
  locationFieldsFrom,
  locationKey,
  locationProblems,
  locationsOf,
  newLocationIdPattern,
} from "~/config/location-records";
import { publishedCatalogueFields } from "~/features/treatments/catalogue-state.server";
import { type Language, languages } from "~/i18n/languages";
import { splitPublished } from "./catalogue-content.server";
import { draftFinder, overtaken, prefixed, recordDigest } from "./content-editor.server";
import { contentStore, liveText } from "./content-services.server";
import { sourceLanguage } from "./content-store.server";

/**
 * The clinic's locations in the content editor (docs/staff.md#locations): each one's fields and its city's name in
 * the five languages, as the drafts would leave them; a form's values kept as drafts, like every text until someone
 * publishes; a new location added. A form whose values break a location's rules keeps nothing and says which field
 * and why.
 */

const fieldText = (id: string, field: LocationField) => ({
  language: sourceLanguage,
  namespace: "catalogue" as const,
  key: locationKey(id, field),
});
const cityText = (id: string, language: Language) => ({ language, namespace: "common" as const, key: cityKey(id) });

/** Every location (shown or hidden) as the drafts would leave it, with its fields, city names and drafted fields. */
export async function draftedLocations() {
  const stored = await contentStore().drafts();
  const draftOf = draftFinder(stored);
  const drafts = splitPublished(stored).catalogue;
  const fields = { ...publishedCatalogueFields(), ...drafts };
  const { all } = locationsOf(fields);
  // An added location whose fields do not make one yet (a draft begun) is listed too, by its fields.
  const ids = [...new Set([...all.map(({ id }) => id as string), ...idsOfDrafts(drafts)])];
  return ids.map((id) => {
    const values = locationFieldsFrom(id, fields);
    const cities = Object.fromEntries(
      languages.map((language) => [
        language,
        draftOf(language, cityText(id, language))?.value ?? liveText(cityText(id, language)) ?? "",
      ]),
    ) as Record<Language, string>;
    return {
      id,
      repository: defaultLocations.some((location) => location.id === id),
      values,
      cities,
      drafted: locationFields.filter((field) => drafts[locationKey(id, field)] !== undefined),
      /** What the form showed: a save over someone else's since is refused. */
      digest: recordDigest({ ...values, ...prefixed("city_", cities) }),
    };
  });
}

const idsOfDrafts = (drafts: Readonly<Record<string, string>>) =>
  Object.keys(drafts).flatMap((key) => (key.startsWith("locations.") ? [key.split(".")[1] ?? ""] : []));

export type DraftedLocation = Awaited<ReturnType<typeof draftedLocations>>[number];

/** The fields the form sends: every one but the country, which is chosen when the location is added. */
export const formFields = locationFields.filter((field) => field !== "country");

/**
 * Keeps the form's values as drafts (those that differ from the site's), and its city's names; values that break the
 * location's rules are refused, each with its field, and nothing is kept; so is a form shown before someone else saved
 * this location (`changed`: the page shows theirs).
 */
export async function saveLocation(
  location: DraftedLocation,
  form: FormData,
  accountId: string,
): Promise<
  | { ok: true }
  | { ok: false; changed: true }
  | { ok: false; problems: LocationProblem[]; values: Record<LocationField, string>; cities: Record<Language, string> }
> {
  if (overtaken(form, location.digest)) return { ok: false, changed: true };
  const values = { ...location.values };
  for (const field of formFields) {
    values[field] =
      field === "days"
        ? form.getAll("days").map(String).join(" ")
        : field === "shown"
          ? form.get("shown") === "yes"
            ? "yes"
            : "no"
          : String(form.get(field) ?? "")
              .trim()
              .replace(/\s+/g, " ");
  }
  const cities = Object.fromEntries(
    languages.map((language) => [language, String(form.get(`city_${language}`) ?? "").trim()]),
  ) as Record<Language, string>;
  const problems = locationProblems(location.id, values);
  if (problems.length > 0) return { ok: false, problems, values, cities };
  const store = contentStore();
  for (const field of locationFields) {
    const text = fieldText(location.id, field);
    await store.saveDraft(text, values[field], liveText(text) ?? "", accountId);
  }
  for (const language of languages) {
    const text = cityText(location.id, language);
    await store.saveDraft(text, cities[language], liveText(text) ?? "", accountId);
  }
  return { ok: true };
}

/** Why an id cannot be a new location's, if it cannot (it names its city's texts, and never changes). */
export function newLocationProblem(id: string, existing: readonly { id: string }[]): "id_invalid" | "id_taken" | null {
  if (!newLocationIdPattern.test(id) || id.length > 40) return "id_invalid";
  if (existing.some((location) => location.id === id)) return "id_taken";
  return null;
}

/**
 * A new location in a country, hidden until its fields and its city's names are written: a draft like every edit,
 * with the country's first location's hours to start from.
 */
export async function addLocation(id: string, country: string, accountId: string, order: number) {
  const model = defaultLocations.find((location) => location.country === country) ?? defaultLocations[0];
  const start: Partial<Record<LocationField, string>> = {
    country,
    shown: "no",
    order: String(order),
    days: model?.hours.days.join(" ") ?? "",
    opens: model?.hours.opens ?? "",
    closes: model?.hours.closes ?? "",
  };
  for (const [field, value] of Object.entries(start)) {
    await contentStore().saveDraft(fieldText(id, field as LocationField), value, "", accountId);
  }
}
