// What looks like spam without a captcha (decision 0108), beside the form's proof of work: simple rules, said here and
// in the decision, each naming why. A message a rule catches is stored in Spam and announced nowhere.
import { and, eq, gt, ne } from 'drizzle-orm';
import { contactMessages } from '../../../db/schema';
import type { Conn } from '../../../db/client';
import { countLinks, type ContactMessageInput } from '../../contract';

/** Why a rule sends a message to Spam. */
export type RuleSpam = 'links' | 'repeated' | 'sender';

/** Throwaway mailbox services: an inquiry that means it gives an address that lasts. */
export const THROWAWAY_DOMAINS = [
  'mailinator.com',
  'guerrillamail.com',
  'guerrillamail.net',
  'sharklasers.com',
  '10minutemail.com',
  'temp-mail.org',
  'tempmail.com',
  'yopmail.com',
  'trashmail.com',
  'getnada.com',
  'dispostable.com',
  'maildrop.cc',
  'throwawaymail.com',
  'mailnesia.com',
];
/** Three links in the text, the most a message may hold (MESSAGE_MAX_LINKS): a person asking about a project may paste
 * their site and an example, rarely more. */
export const LINKS_IN_SPAM = 3;
/** The same text again within this many days, from another address, is a campaign (the same sender's is a second press). */
export const REPEAT_DAYS = 30;
/** Shorter texts ("Hello", "Call me") are said alike by different people. */
export const REPEAT_MIN_LENGTH = 20;

/**
 * The first rule the message breaks, or null:
 * - links: three links in the text (the most a message may hold), or any in the name;
 * - repeated: the very same text, 20 characters or more, received from another address in the last 30 days;
 * - sender: a throwaway mailbox's domain, or a name that is an email address (and nothing else).
 */
export function spamRule(db: Conn, input: Pick<ContactMessageInput, 'name' | 'email' | 'message'>, now: number): RuleSpam | null {
  if (countLinks(input.message) >= LINKS_IN_SPAM || countLinks(input.name) > 0) return 'links';
  const domain = input.email.split('@').pop()!.toLowerCase();
  if (THROWAWAY_DOMAINS.some((bad) => domain === bad || domain.endsWith(`.${bad}`)) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.name))
    return 'sender';
  if (input.message.length < REPEAT_MIN_LENGTH) return null;
  const same = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        gt(contactMessages.createdAt, now - REPEAT_DAYS * 86_400_000),
        eq(contactMessages.message, input.message),
        ne(contactMessages.email, input.email),
      ),
    )
    .limit(1)
    .get();
  return same ? 'repeated' : null;
}
