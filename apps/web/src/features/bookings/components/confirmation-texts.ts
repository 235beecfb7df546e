import { DEFAULT_LANGUAGE, type Language } from '@staybook/contract/languages';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import type { ConfirmationFacts } from '../logic/confirmation-facts';

/** 'Mon, 02 Mar 2030' in the language, the IST day of unix seconds (English's is the contract's, in the facts). */
function dayWithWeekday(lang: Language, unix: number): string {
  return new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(unix * 1000));
}

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
