import type { PropertyDeal } from '@staybook/contract/catalogue';
import { useFormats, useT } from '../../../lib/i18n';

type Terms = NonNullable<PropertyDeal['terms']>;

/**
 * A deal's rule and limits on the property page in the page's language (issue 43), written from the facts the deals
 * answer sends beside its English sentences when the page names its language: one message a sentence, as the
 * contract's promotion-terms.ts writes them (promotion-words.test.tsx holds English's messages to its words). A deal
 * whose facts the answer lacks (an English page asks for none) is shown as sent; the note on how offers combine is the
 * page's own message in every language.
 */
export function usePromotionWords() {
  const t = useT('property');
  const { day } = useFormats();
  const rule = (x: Terms): string => {
    const percent = x.percentOff ?? 0;
    const days = x.daysBefore ?? 0;
    switch (x.kind) {
      case 'length_of_stay': {
        const min = x.minNights ?? 1;
        if (x.freeNights)
          return x.freeNights === 1
            ? t('property.deals.rule.oneFree', { min, paid: min - 1 })
            : t('property.deals.rule.someFree', { min, paid: min - x.freeNights, free: x.freeNights });
        return t('property.deals.rule.longStay', { percent, min });
      }
      case 'early_bird':
        return t('property.deals.rule.earlyBird', { percent, days });
      case 'last_minute':
        return days === 0
          ? t('property.deals.rule.sameDay', { percent })
          : t('property.deals.rule.lastMinute', { percent, days });
      case 'member':
        return t('property.deals.rule.member', { percent });
    }
  };
  return {
    sentences(deal: Pick<PropertyDeal, 'sentences' | 'terms'>): string[] {
      const x = deal.terms;
      if (!x) return deal.sentences;
      const out = [rule(x)];
      if (x.stayFrom && x.stayUntil)
        out.push(t('property.deals.words.nightsBetween', { from: day(x.stayFrom), until: day(x.stayUntil) }));
      else if (x.stayFrom) out.push(t('property.deals.words.nightsFrom', { from: day(x.stayFrom) }));
      else if (x.stayUntil) out.push(t('property.deals.words.nightsUntil', { until: day(x.stayUntil) }));
      const [room, ...others] = x.roomNames;
      if (room !== undefined && others.length === 0) out.push(t('property.deals.words.oneRoom', { room }));
      else if (x.roomNames.length > 1) out.push(t('property.deals.words.someRooms', { rooms: x.roomNames.join(', ') }));
      if (x.bookUntil) out.push(t('property.deals.words.bookBy', { day: day(x.bookUntil) }));
      return out;
    },
    note: (): string => t('property.deals.words.note'),
  };
}
