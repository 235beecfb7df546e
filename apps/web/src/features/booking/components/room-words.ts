import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { formatInr } from '../../../lib/format';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';
import { extraGuestNote, type RatePlanOption, type RoomOption } from '../logic/room-option';

/**
 * A room's and its plans' lines on the rooms page in the page's language (issue 43), written from the facts the API
 * sends beside its English, one message each: the size, the meal plan, the cancellation promise, the payment. English's
 * messages are the API's words (room-words.test.tsx holds them to the contract's), so an English page reads as before;
 * a line whose facts the answer lacks is shown as sent. The extra-guest note's child ages are the band's numbers the
 * API sends beside its words (`childAgeFrom`, `childAgeTo`); without them the child's charge is written without ages.
 */
export function useRoomWords() {
  const t = useT('rooms');
  const lang = useLanguage();
  const { day, clock } = useFormats();
  return {
    size(room: Pick<RoomOption, 'size' | 'sizeSqft'>): string | null {
      if (room.sizeSqft == null) return room.size;
      return t('rooms.words.sizeSqft', { size: room.sizeSqft });
    },
    extraGuests(room: Pick<RoomOption, 'extraGuests'>): string | null {
      const extra = room.extraGuests;
      if (lang === DEFAULT_LANGUAGE || !extra) return extraGuestNote(room);
      const parts = [t('rooms.words.priceFor', { count: extra.baseAdults })];
      if (extra.adultCharge !== null) parts.push(t('rooms.words.extraAdult', { amount: formatInr(extra.adultCharge) }));
      if (extra.childCharge !== null) {
        const ages = extra.childAgeBand;
        const amount = formatInr(extra.childCharge);
        parts.push(
          ages ? t('rooms.words.extraChildAges', { ...ages, amount }) : t('rooms.words.extraChild', { amount }),
        );
      }
      return parts.join(' · ');
    },
    meal(plan: RatePlanOption): string {
      if (!plan.facts?.mealPlan) return plan.mealPlanLabel;
      return t('rooms.words.meal', { plan: plan.facts.mealPlan });
    },
    cancellation(plan: RatePlanOption): string {
      if (!plan.facts || !plan.cancellationHeadline) return plan.cancellationHeadline;
      if (plan.isNonRefundable) return t('rooms.words.nonRefundable');
      const until = plan.facts.freeCancellationUntil;
      if (until === null) return t('rooms.words.noFreeCancellation');
      return t('rooms.words.freeUntil', { day: day(until), time: clock(istClock(until)) });
    },
    payment(plan: RatePlanOption): string | null | undefined {
      if (!plan.facts || !plan.paymentNote) return plan.paymentNote;
      if (plan.facts.paymentPolicy === 'pay_at_property') return t('rooms.words.payAtProperty');
      if (plan.facts.paymentPolicy === 'deposit' && plan.facts.depositPercent !== null)
        return t('rooms.words.deposit', { percent: plan.facts.depositPercent });
      return plan.paymentNote;
    },
  };
}
