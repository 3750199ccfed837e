import type { ServiceGroup } from "./treatments";

/**
 * The three service cards of the home page (docs/product.md#service-dialogs-and-treatments: icon, title, description, imageLight,
 * imageDark). Titles, descriptions and image texts are `home:services.cards.<id>.*`; the treatments each lists are the
 * catalogue's (config/treatment-catalogue.ts), sent with the home page.
 */
export interface ServiceCard {
  id: ServiceGroup;
  /** Image base path; the page picks `-dark`/`-light` and the width (`-480`, `-800`). */
  image: string;
}

export const serviceCards: ServiceCard[] = (["hair_treatment", "aesthetic_medicine", "hair_transplant"] as const).map(
  (id) => ({ id, image: `/images/services/${id.replaceAll("_", "-")}` }),
);

export const serviceImageWidths = [480, 800] as const;
