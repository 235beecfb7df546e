import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { pagePaths } from '@staybook/contract/page-paths';
import { addDays, todayIst } from '@staybook/contract/stay-dates';
import { guestPageUrl } from '../../lib/guest-page-url.js';
import type { Job } from '../module-context.js';
import { jobLog, type ServiceDeps } from '../module-context.js';
import { guestMessageIn, reviewInviteText } from '../notifications/index.js';
import { claimStaysToInvite, findInvitee } from './reviews.repository.js';

/** Stays that ended longer ago than this are not invited (a guest asked months later remembers little). */
const INVITE_WINDOW_DAYS = 14;

/** The review page of a booking, as the invitation links it: in the booking's language (English's path for none). */
export const rateStayUrl = (publicUrl: string, bookingId: string, language?: string | null) =>
  guestPageUrl(publicUrl, language, `${pagePaths.rateStay}/${encodeURIComponent(bookingId)}`);

/**
 * Invites guests whose stay has ended to review it, by SMS and e-mail, once. Each booking is claimed by inserting its
 * invitation row (see claimStaysToInvite) before anything is sent, so many processes running this job at once never
 * invite a guest twice. A failed message is logged and not retried: an invitation is a courtesy, and the booking's
 * page offers "Rate your stay" in any case.
 */
export async function inviteReviews(
  deps: Pick<ServiceDeps, 'db' | 'config' | 'adapters' | 'log'>,
  now: Date,
  batch = 50,
): Promise<number> {
  const today = todayIst(now);
  const ids = await deps.db.transaction((tx) =>
    claimStaysToInvite(tx, today, addDays(today, -INVITE_WINDOW_DAYS), batch),
  );
  for (const bookingId of ids) await sendInvitation(deps, bookingId);
  if (ids.length > 0) deps.log.info({ invited: ids.length }, 'review invitations sent');
  return ids.length;
}

/**
 * One invitation in the booking's language (issue 43): its e-mail in it, its SMS in it where the SMS provider has the
 * review template registered in that language (India's DLT), else in English, as every guest message
 * (notifications' guestMessageIn); the link is the review page in the booking's language either way.
 */
async function sendInvitation(deps: Pick<ServiceDeps, 'db' | 'config' | 'adapters' | 'log'>, bookingId: string) {
  const guest = await findInvitee(deps.db, bookingId);
  if (!guest) return;
  const link = rateStayUrl(deps.config.publicUrl, bookingId, guest.language);
  const message = guestMessageIn(deps.adapters.sms, guest.language, 'review_invite', (m) =>
    reviewInviteText(m, {
      code: guest.code,
      guestName: guest.guestName,
      propertyName: guest.propertyName,
      checkOut: guest.checkOut,
      link,
    }),
  );
  const attempts: Array<[string, () => Promise<unknown>]> = [
    [
      'sms',
      () =>
        deps.adapters.sms.send({
          phone: guest.guestPhone,
          template: 'review_invite',
          vars: message.vars,
          body: message.sms,
          ...(message.smsLanguage !== DEFAULT_LANGUAGE ? { language: message.smsLanguage } : {}),
        }),
    ],
  ];
  // A desk booking may carry no e-mail address: its guest is invited by SMS alone, as the booking's own messages are.
  if (guest.guestEmail)
    attempts.push([
      'mail',
      () => deps.adapters.mail.send({ to: guest.guestEmail, subject: message.subject, text: message.mail }),
    ]);
  for (const [channel, send] of attempts) {
    try {
      await send();
    } catch (err) {
      deps.log.error({ err, bookingId, channel }, 'review invitation failed; not retried');
    }
  }
}

export const reviewInvitesJob: Job = {
  name: 'review-invites',
  everyMs: 15 * 60_000,
  run: (ctx, now) =>
    inviteReviews(
      { db: ctx.db, config: ctx.config, adapters: ctx.adapters, log: jobLog(ctx.config, 'review-invites') },
      now,
    ),
};
