import { useTranslation } from "react-i18next";
import { ownClinicOf, whatsappUrl } from "~/config/clinic";
import { useLanguage } from "~/i18n/use-language";
import { useLocations } from "./use-locations";

/**
 * The WhatsApp chats a page offers: each clinic chats as itself, with its own number (a location's field). A page in
 * Brazilian Portuguese offers the Brazilian clinic's, one in European Portuguese the Lisbon clinic's, one in Spanish the
 * Madrid clinic's; in English, French and Italian (or
 * where the language's clinic does not offer the treatment), every clinic's, each named by its city.
 */
export function useWhatsAppChats(
  /** Only these clinics (those that offer the treatment the page presents). */
  among?: readonly string[],
): ReadonlyArray<{ id: string; city: string; href: string }> {
  const { t } = useTranslation("common");
  const language = useLanguage();
  const chatting = useLocations().filter((location) => location.whatsapp && (!among || among.includes(location.id)));
  const own = ownClinicOf(chatting, language);
  return (own ? [own] : chatting).map((location) => ({
    id: location.id,
    city: t(`cities.${location.id}` as "cities.lisbon"),
    href: whatsappUrl(location.whatsapp as NonNullable<typeof location.whatsapp>),
  }));
}
