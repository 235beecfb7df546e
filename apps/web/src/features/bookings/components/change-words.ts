import {
  type ChangeSentenceWords,
  changeLineTexts,
  changeMoneyStateText,
  changeMoneyText,
} from '@staybook/contract/booking-change-texts';
import type { BookingChange, BookingChangePreview } from '@staybook/contract/booking-changes';
import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import type { AreaId } from '@staybook/contract/messages/areas';
import { formatInrMoved } from '@staybook/contract/money';
import { type ChangeTexts, englishChangeTexts } from '../../../components/booking-change/change-texts';
import { type LanguageFormats, type Translate, useFormats, useLanguage, useT } from '../../../lib/i18n';
import { istClock } from '../../../lib/ist-clock';
import { holdRefusalOfDetails, holdRefusalWords } from '../../booking';

type BookingsT = Translate<AreaId<'bookings'>>;
type BookingT = Translate<AreaId<'booking'>>;

/**
 * Why a change cannot be made, in the page's language, from the preview's `refusal` facts: who may change it or the
 * stay unchanged (English's messages are the contract's changeRefusalText: change-words.test.ts), the new stay's own
 * refusal in the booking call's words; without facts, the language's own sentence (the API's English is no key).
 */
export function changeRefusalWords(
  p: BookingChangePreview,
  t: BookingsT,
  formats: LanguageFormats,
  tBooking?: BookingT,
): string {
  const r = p.refusal;
  if (r && r.kind !== 'stay') return t('bookings.change.refused', { kind: r.kind });
  const stay = r ? holdRefusalOfDetails(r.refusal) : null;
  if (stay && tBooking) return holdRefusalWords(stay, tBooking, formats);
  return t('bookings.change.refusedOther');
}

/**
 * A change's sentences in the page's language (issue 43), for the contract's changeLineTexts and changeMoneyText: the
 * rules the API writes its English `lines` and `message` by. English's messages are the API's words
 * (change-words.test.ts).
 */
export function changeSentenceWords(t: BookingsT, formats: LanguageFormats): ChangeSentenceWords {
  return {
    range: (s) => `${formats.day(s.checkInDate)} – ${formats.day(s.checkOutDate)}`,
    guests: (s) => t('bookings.party', { adults: s.adults, children: s.children, infants: 0, pets: 'no' }),
    line: (kind, from, to) => t('bookings.cmp.line', { kind, from, to }),
    money: formatInrMoved,
    same: () => t('bookings.cmp.same'),
    more: (settlement, difference, payNow) => t('bookings.cmp.more', { settlement, difference, payNow }),
    less: (settlement, difference, refund) => t('bookings.cmp.less', { settlement, difference, refund }),
    keptPart: (kept) => t('bookings.cmp.keptPart', { kept }),
    dueThen: (due) => t('bookings.cmp.dueThen', { due }),
    moneyState: (kind, amount, day) =>
      t('bookings.cmp.moneyState', { kind, amount, day: day === undefined ? '' : formats.day(day) }),
  };
}

/**
 * The change's comparison and history in a guest page's language: labels and the server's sentences written from the
 * change's facts, a refusal and the extras' note from theirs (changeRefusalWords, extrasNotRecounted).
 */
export function changeTexts(t: BookingsT, formats: LanguageFormats, tBooking?: BookingT): ChangeTexts {
  const words = changeSentenceWords(t, formats);
  const refusal = (p: BookingChangePreview) => changeRefusalWords(p, t, formats, tBooking);
  return {
    refusal,
    // Worded from its facts; an answer with the note and without them is shown as sent.
    extrasNote: (p) =>
      p.extrasNotRecounted?.length
        ? t('bookings.change.extrasNote', {
            names: p.extrasNotRecounted
              .map((e) => t('bookings.change.extrasNoteItem', { name: e.name, nights: e.nights }))
              .join(', '),
          })
        : (p.extrasNote ?? null),
    label: (label) => t('bookings.cmp.label', { label }),
    stay: (s) =>
      t('bookings.cmp.stay', {
        checkIn: formats.day(s.checkInDate),
        checkOut: formats.day(s.checkOutDate),
        nights: s.nights,
      }),
    room: (r) =>
      t('bookings.cmp.room', {
        rooms: r.roomCount,
        name: r.roomName,
        plan: r.ratePlanName,
        guests: words.guests(r),
      }),
    message: (p) => (p.allowed ? changeMoneyText(p, words) : refusal(p)),
    lines: (c) => changeLineTexts(c.kinds, c.before, c.after, words),
    // An answer without the facts is shown as sent.
    moneyText: (c) => (c.moneyState ? changeMoneyStateText(c.moneyState, words) : c.moneyText),
    when: (unix) => t('bookings.cmp.when', { day: formats.day(unix), time: formats.clock(istClock(unix)) }),
    byWhom: (c, viewer) => t('bookings.cmp.by', { by: whoChanged(c, viewer), name: c.staffName ?? '' }),
    reason: (reason) => t('bookings.cmp.reason', { reason }),
    status: (status) => (status === 'applied' ? null : t('bookings.cmp.status', { status })),
  };
}

/** Who made a change, as the history names them (the staff member's name beside it). */
function whoChanged(c: BookingChange, viewer: 'guest' | 'staff'): string {
  if (c.by === 'guest') return viewer === 'guest' ? 'you' : 'guest';
  if (!c.staffName) return 'hotel';
  return viewer === 'guest' ? 'staffForGuest' : 'staff';
}

/** The change's words for a guest page: English's are the components' own (the console's), else the language's. */
export function useChangeTexts(): ChangeTexts {
  const t = useT('bookings');
  const tBooking = useT('booking');
  const lang = useLanguage();
  const formats = useFormats();
  return lang === DEFAULT_LANGUAGE ? englishChangeTexts : changeTexts(t, formats, tBooking);
}
