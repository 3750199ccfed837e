import { defaultLocations, type SiteLocation, siteLocation } from "~/config/location-records";
import { useRootData } from "~/root-data";

const repository = defaultLocations.map(siteLocation);

/**
 * The locations the site shows, as the clinic published them (config/location-records.ts), from the root's data; the
 * repository's where the root has none (its own error).
 */
export const useLocations = (): readonly SiteLocation[] => useRootData()?.locations ?? repository;
