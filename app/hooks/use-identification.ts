import type { SiteIdentification } from "~/config/identification";
import { useRootData } from "~/root-data";

/**
 * Who runs each clinic the site names, as the clinic published it (config/identification.ts), from the root's data;
 * none where the root has none (its own error page), so that no page's script carries the legal identity.
 */
export const useIdentification = (): readonly SiteIdentification[] => useRootData()?.identification ?? [];
