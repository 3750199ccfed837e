import type { i18n } from "i18next";

/**
 * The treatments' texts (title and description of all 23), loaded into the page's i18next instance
 * when a service dialog needs them: the home page's HTML does not carry them, which keeps it about
 * 5 KiB lighter on the phone's link before the first paint. Each language's file is a chunk of its own.
 */
const files = import.meta.glob<Record<string, unknown>>("../../locales/*/treatments.json", { import: "default" });
const loads = new Map<string, Promise<void>>();
const loaded = new Set<string>();

/** Whether every treatment's texts are in the instance (a treatment page sends its own only). */
export const treatmentsLoaded = (instance: i18n) => loaded.has(instance.language);

/** Loads the language's treatment texts once; a failed load (offline) may be tried again. */
export function loadTreatments(instance: i18n): Promise<void> {
  const language = instance.language;
  let load = loads.get(language);
  if (!load) {
    const file = files[`../../locales/${language}/treatments.json`];
    if (!file) return Promise.reject(new Error(`no treatment texts for ${language}`));
    load = file().then((texts) => {
      // Under what the page sent (its titles may be the clinic's published ones): only the missing texts are added.
      instance.addResourceBundle(language, "treatments", texts, true, false);
      loaded.add(language);
    });
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}
