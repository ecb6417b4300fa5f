// GET /api/contact-challenge (decision 0108): a fresh proof-of-work challenge for the contact form, asked for when the
// visitor starts on the form. Never cached; limited per address as the messages are.
import { Elysia } from 'elysia';
import { CHALLENGE_PATH, type ContactChallenge } from '../../contract';
import type { Deps } from '../../deps';
import { clientIp } from '../../http/client';
import { tooManyRequests } from '../../http/errors';
import { limitKey } from '../../http/limit-key';
import { sealingKey } from '../sign-in';
import { challengeKeys, makeChallenge } from './challenge';

export const contactChallengeRoutes = (deps: Deps) =>
  new Elysia().get(CHALLENGE_PATH, async ({ set, request, server }): Promise<ContactChallenge> => {
    const limit = deps.limits.challengePerAddress;
    const address = limitKey(clientIp({ request, server }, deps.config));
    const wait = limit.retryAfter(address);
    if (wait) throw tooManyRequests(wait, 'Too many requests from your address. Please try again later.');
    limit.hit(address);
    set.headers['cache-control'] = 'no-store';
    return makeChallenge(challengeKeys(sealingKey(deps)), deps.now());
  });
