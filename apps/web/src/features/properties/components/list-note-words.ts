import type { ListNote } from '@staybook/contract/list-correction';
import type { AreaId } from '@staybook/contract/messages/areas';
import type { LanguageFormats, Translate } from '../../../lib/i18n';

/**
 * A correction the list made to its address, told in the page's language from its facts (issue 43). English's
 * messages are the contract's `listNoteText` word for word (list-note-words.test.ts), so an English page reads as before.
 */
export function listNoteWords(t: Translate<AreaId<'list'>>, day: LanguageFormats['day'], note: ListNote): string {
  switch (note.kind) {
    case 'unreadableDates':
      return t('list.correction.unreadableDates');
    case 'pastDates':
      return t('list.correction.pastDates', { day: day(note.from) });
    case 'oneNight':
      return t('list.correction.oneNight', { day: day(note.from) });
    case 'maxNights':
      return t('list.correction.maxNights', { nights: note.nights, day: day(note.from) });
    case 'adults':
      return t('list.correction.adults', { value: note.value });
    case 'children':
      return t('list.correction.children', { value: note.value });
    case 'price':
      return t('list.correction.price', { bound: note.bound });
    case 'priceSwapped':
      return t('list.correction.priceSwapped');
  }
}
