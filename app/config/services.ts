import { type ServiceGroup, serviceGroups, type TreatmentKey } from "./treatments";

/**
 * The three service cards of the home page (docs/product.md#service-dialogs-and-treatments: icon, title, description, imageLight,
 * imageDark). Titles, descriptions and image texts are `home:services.cards.<id>.*`.
 */
export interface ServiceCard {
  id: ServiceGroup;
  /** Image base path; the page picks `-dark`/`-light` and the width (`-480`, `-800`). */
  image: string;
  treatments: readonly TreatmentKey[];
}

export const serviceCards: ServiceCard[] = (["hair_treatment", "aesthetic_medicine", "hair_transplant"] as const).map(
  (id) => ({ id, image: `/images/services/${id.replaceAll("_", "-")}`, treatments: serviceGroups[id] }),
);

export const serviceImageWidths = [480, 800] as const;
