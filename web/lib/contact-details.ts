// The company's contact details as every page shows them: the settings' values, each falling back to the built-in
// text when not set (one rule for the contact card and the footer). A Chinese page shows the Chinese address when one
// is set, else the one address. A value that still comes out empty is null, and
// the row that would hold it is left out rather than filled with a placeholder sentence.
import type { ContactInfo } from '../../src/contract';
import type { Dictionary } from '../i18n/en';
import { usePublicRead } from './read-store';
import { useLang, useT, type Lang } from './i18n';
import { publicQueries } from './public-queries';

export type ContactDetails = {
  address: string | null;
  phone: string | null;
  email: string | null;
  /** tel: link when the phone is a number */
  phoneHref: string | null;
};

const present = (stored: string | undefined, fallback: string) => stored?.trim() || fallback.trim() || null;

/** The details from the contact-info read (undefined while loading) in a language's strings (also the head's structured data). */
export function contactDetails(data: ContactInfo | undefined, t: Dictionary, lang: Lang): ContactDetails {
  const phone = present(data?.phone, t.contact.fallback.phone);
  const address = lang === 'zh' && data?.addressZh?.trim() ? data.addressZh : data?.address;
  return {
    address: present(address, t.contact.fallback.address),
    phone,
    email: present(data?.email, t.contact.fallback.email),
    phoneHref: phone && /^[+\d][\d\s()-]{5,}$/.test(phone) ? `tel:${phone.replace(/[^\d+]/g, '')}` : null,
  };
}

export function useContactDetails(): ContactDetails {
  const { data } = usePublicRead(publicQueries.contactInfo());
  return contactDetails(data, useT(), useLang());
}
