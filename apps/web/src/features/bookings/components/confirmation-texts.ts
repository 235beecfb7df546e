import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import type { RatePlanOffer } from '@staybook/contract/rate-plan-offer';
import { type LanguageFormats, type Translate, useFormats, useLanguage, useT } from '../../../lib/i18n';
import { dayWithWeekday, istClock } from '../../../lib/ist-clock';
import { type ConfirmationFacts, type ConfirmationWordFacts, distinctPlanLines } from '../logic/confirmation-facts';

/**
 * The stay's check-in and check-out as the confirmation and the voucher write them: English's are the facts' own
 * ('Mon, 02 Mar 2030, from 2:00 PM'), another language's its day through Intl and its time in IST, one message each.
 */
export function useStayTexts(facts: ConfirmationFacts): { checkIn: string; checkOut: string } {
  const t = useT('confirmation');
  const lang = useLanguage();
  const { clock } = useFormats();
  if (lang === DEFAULT_LANGUAGE) return { checkIn: facts.checkIn, checkOut: facts.checkOut };
  const { start, end, checkInTime, checkOutTime } = facts.stay;
  return {
    checkIn: t('confirm.checkInAt', { day: dayWithWeekday(lang, start), time: clock(checkInTime) }),
    checkOut: t('confirm.checkOutBy', { day: dayWithWeekday(lang, end), time: clock(checkOutTime) }),
  };
}

type ConfirmT = Translate<AreaId<'confirmation'>>;
type Cancellation = RatePlanOffer['cancellation'];

/** The party's, the children's ages', the bed request's, the plans' and the cancellation's lines. */
export interface ConfirmationWords {
  /** Each booked room's line ('Deluxe Room' → '1 room · 2 adults'). */
  rooms: Array<{ name: string; value: string }>;
  guests: string;
  childAges: string | null;
  bedRequest: string | null;
  plans: string[];
  cancellation: string[];
}

/** '7, 9 and 11' in the language ('en-GB' lists as the contract does, without a comma before 'and'). */
export function agesList(lang: Language, ages: readonly number[]): string {
  const sorted = [...ages].sort((a, b) => a - b).map(String);
  return new Intl.ListFormat(lang === DEFAULT_LANGUAGE ? 'en-GB' : lang, { type: 'conjunction' }).format(sorted);
}

function deadlineValues(formats: LanguageFormats, unix: number) {
  return { day: formats.day(unix), time: formats.clock(istClock(unix)) };
}

function headline(t: ConfirmT, formats: LanguageFormats, c: Cancellation): string {
  if (c.kind === 'non_refundable') return t('confirm.words.nonRefundable');
  if (c.freeCancellationUntil === null) return t('confirm.words.noFreeCancellation');
  return t('confirm.words.freeUntil', deadlineValues(formats, c.freeCancellationUntil));
}

/** The whole promise in a sentence (the contract's describeCancellation in the language). */
export function cancellationSentence(t: ConfirmT, formats: LanguageFormats, c: Cancellation): string {
  if (c.kind === 'non_refundable') return t('confirm.words.cancelNonRefundable');
  const charge = { charge: c.chargeKind ?? 'percent', percent: c.chargePercent ?? 100 };
  if (c.freeCancellationUntil === null) return t('confirm.words.cancelPassed', charge);
  return t('confirm.words.cancelFree', { ...charge, ...deadlineValues(formats, c.freeCancellationUntil) });
}

/**
 * The confirmation's and voucher's lines from the booking's facts, one message each (issue 43). English's messages
 * are the contract's words (confirmation-texts.test.ts holds them to formatParty, childAgesText, bedRequestText,
 * cancellationHeadline and describeCancellation); a plan's own name is the property's, as sent.
 */
export function confirmationWords(
  t: ConfirmT,
  lang: Language,
  formats: LanguageFormats,
  facts: ConfirmationWordFacts,
  rooms: ConfirmationFacts['rooms'] = [],
): ConfirmationWords {
  const { party, childAges, bedRequest, plans, roomLines } = facts;
  const lines = plans.map(({ plan }) =>
    [plan.name, t('confirm.words.meal', { plan: plan.mealPlan }), headline(t, formats, plan.cancellation)].join(' · '),
  );
  return {
    // A row the answer gave no counts for is shown as sent.
    rooms: rooms.map((r) => {
      const line = roomLines.find((l) => l.name === r.name);
      return line
        ? {
            name: r.name,
            value: t('confirm.words.roomLine', { rooms: line.roomCount, adults: line.adults, children: line.children }),
          }
        : r;
    }),
    guests: t('confirm.words.party', { ...party, pets: party.pets ? 'yes' : 'no' }),
    childAges:
      childAges.length > 0
        ? t('confirm.words.childAges', { count: childAges.length, ages: agesList(lang, childAges) })
        : null,
    bedRequest: bedRequest ? t('confirm.words.bedRequest', { request: bedRequest }) : null,
    plans: distinctPlanLines(
      lines,
      plans.map((p) => p.roomName),
    ),
    cancellation: [...new Set(plans.map(({ plan }) => cancellationSentence(t, formats, plan.cancellation)))],
  };
}

/** The confirmation's lines in the page's language: English's are the facts' own (the contract's words as sent). */
export function useConfirmationWords(facts: ConfirmationFacts): ConfirmationWords {
  const t = useT('confirmation');
  const lang = useLanguage();
  const formats = useFormats();
  if (lang === DEFAULT_LANGUAGE) return facts;
  return confirmationWords(t, lang, formats, facts.words, facts.rooms);
}
