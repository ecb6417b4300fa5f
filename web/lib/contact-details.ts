// The company's contact details as every page shows them: the settings' values, each falling back to the built-in
// text when not set (one rule for the contact card and the footer).
import { usePublicRead } from './read-store';
import { useT } from './i18n';
import { publicQueries } from './public-queries';

export type ContactDetails = {
  address: string;
  phone: string;
  email: string /** tel: link when the phone is a number */;
  phoneHref: string | null;
};

export function useContactDetails(): ContactDetails {
  const t = useT();
  const { data } = usePublicRead(publicQueries.contactInfo());
  const phone = data?.phone || t.contact.fallback.phone;
  return {
    address: data?.address || t.contact.fallback.address,
    phone,
    email: data?.email || t.contact.fallback.email,
    phoneHref: /^[+\d][\d\s()-]{5,}$/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : null,
  };
}
