/**
 * The 23 treatment keys of docs/product.md#service-dialogs-and-treatments, grouped as the three service dialogs list them.
 * Their titles and descriptions live in `app/locales/<lng>/treatments.json`.
 */
export const serviceGroups = {
  hair_treatment: ["exossomes", "trichotest", "prp", "mesotherapy"],
  aesthetic_medicine: [
    "refyldess",
    "alluzience",
    "hyaluronic_filler",
    "sculptra",
    "harmonyca",
    "nctf",
    "pdo_threads",
    "pdrn",
    "exossomes",
    "plasma_jet",
    "prp_facial",
    "body_filler",
    "body_mesotherapy",
    "nutrigen",
    "telotest",
    "acnetest",
  ],
  hair_transplant: ["hair_transplant_fue_long_hair", "hair_transplant", "beard_transplant", "eyebrow_transplant"],
} as const;

export type ServiceGroup = keyof typeof serviceGroups;
export type TreatmentKey = (typeof serviceGroups)[ServiceGroup][number];

/** Treatments that are tests (a sample and a laboratory, not a procedure): their pages say so. */
export const testKeys: readonly TreatmentKey[] = ["trichotest", "nutrigen", "telotest", "acnetest"];

/** Every treatment key once (exosomes belong to two groups). */
export const treatmentKeys: readonly TreatmentKey[] = [...new Set(Object.values(serviceGroups).flat())];

export function isTreatmentKey(value: string): value is TreatmentKey {
  return (treatmentKeys as readonly string[]).includes(value);
}

/**
 * The public word of a treatment's address (`/service/<slug>`), where it is not the key itself. A key is internal
 * (texts, data); an address is public, so it describes the treatment and never names a prescription-only medicine's
 * brand (EU Directive 2001/83 art. 88: docs/product.md#medical-texts). The key's old address answers 301 to it.
 */
const slugs: Partial<Record<TreatmentKey, string>> = {
  alluzience: "botulinum-toxin-frown-lines",
  refyldess: "botulinum-toxin-upper-face-lines",
};

/** A treatment's public slug: its key, unless `slugs` gives it another. */
export const treatmentSlug = (key: TreatmentKey): string => slugs[key] ?? key;

/** The keys of the slugs that differ (the home page's start-up scripts carry this: it stays small). */
const keysOfSlugs = new Map(Object.entries(slugs).map(([key, slug]) => [slug, key as TreatmentKey]));

/** The treatment whose public slug this is, if any (a key whose slug differs is not one). */
export const treatmentOfSlug = (slug: string): TreatmentKey | undefined =>
  keysOfSlugs.get(slug) ?? (isTreatmentKey(slug) && treatmentSlug(slug) === slug ? slug : undefined);

/**
 * The key of a treatment's texts, from its slug, for a page the server found it for: a slug differs from its key only
 * where `slugs` says so (a treatment the clinic adds has its key as slug).
 */
export const textKeyOfSlug = (slug: string): TreatmentKey => keysOfSlugs.get(slug) ?? (slug as TreatmentKey);

/**
 * Treatments' texts keyed by slug, as a page's HTML carries them (its serialized data is public too), and back by
 * key for i18next. Names that are neither stay as they are, so either form may be passed back.
 */
export const textsBySlug = <T>(byKey: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(
    Object.entries(byKey).map(([key, texts]) => [isTreatmentKey(key) ? treatmentSlug(key) : key, texts]),
  );

export const textsByKey = <T>(bySlug: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(bySlug).map(([slug, texts]) => [keysOfSlugs.get(slug) ?? slug, texts]));

/** The service group a treatment is listed under first (its page's label and related treatments). */
export function groupOf(key: TreatmentKey): ServiceGroup {
  const groups = Object.keys(serviceGroups) as ServiceGroup[];
  return groups.find((group) => (serviceGroups[group] as readonly string[]).includes(key)) ?? "aesthetic_medicine";
}

/** Up to `count` other treatments of the same group, those listed after `key` first. */
export function relatedTreatments(key: TreatmentKey, count = 4): TreatmentKey[] {
  const group: readonly TreatmentKey[] = serviceGroups[groupOf(key)];
  const at = group.indexOf(key);
  return [...group.slice(at + 1), ...group.slice(0, at)].slice(0, count);
}
