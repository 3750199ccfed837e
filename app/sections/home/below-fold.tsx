import type { CounterValue } from "~/config/counter-values";
import type { TreatmentLists } from "~/config/treatment-catalogue";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import type { SitePartner } from "~/features/records/kinds/partners.server";
import { Brands } from "./brands";
import { ContactSection } from "./contact-section";
import { Services } from "./services";
import { Solutions } from "./solutions";
import { Welcome } from "./welcome";

/**
 * The home page after its first screen: hydrated on demand (app/routes/home.tsx), so a phone starts
 * without this code. Its stylesheets are the route's own all the same (loaded with the page).
 */
export default function BelowFold({
  contactForm,
  treatmentLists,
  counters,
  partners,
}: {
  contactForm: ContactFormProps;
  treatmentLists: TreatmentLists;
  counters: readonly CounterValue[];
  partners: readonly SitePartner[];
}) {
  return (
    <>
      <Solutions />
      <Brands partners={partners} />
      <Welcome counters={counters} />
      <Services lists={treatmentLists} />
      <ContactSection form={<ContactForm {...contactForm} />} />
    </>
  );
}
