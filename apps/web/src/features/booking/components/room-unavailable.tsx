import { DEFAULT_LANGUAGE } from '@staybook/contract/languages';
import { tryInsteadLabel } from '@staybook/contract/unavailable-nights';
import { Link, useLocation } from 'react-router';
import { useFormats, useLanguage, useT } from '../../../lib/i18n';
import { stayRangeWords } from '../../../lib/stay-range-words';
import type { RoomOption } from '../logic/room-option';
import { searchWithStay, showsRefusal, unavailableRoomNote } from '../logic/unavailable-room';
import { stayRefusalWords, unavailableNightsWords } from './unavailable-words';

/**
 * A room that cannot be booked for the stay: the nights that stop it (or 'Not Available' with the restriction's
 * reason), and a link to this page for the nearest stay it can be booked for, guests kept. English shows the API's
 * and the contract's sentences; another language words the same facts (issue 43).
 */
export function RoomUnavailable({ room }: { room: RoomOption }) {
  const location = useLocation();
  const t = useT('rooms');
  const lang = useLanguage();
  const formats = useFormats();
  const english = unavailableRoomNote(room);
  const refusal = room.unavailableRefusal;
  const nights =
    lang === DEFAULT_LANGUAGE
      ? english.nights
      : unavailableNightsWords(t, lang, formats, { soldOut: room.soldOutNights, closed: room.closedNights });
  const reason =
    lang === DEFAULT_LANGUAGE || !refusal || !english.reason || !showsRefusal(room)
      ? english.reason
      : stayRefusalWords(t, formats, refusal);
  const reasonId = `room-${room.id}-reason`;
  const alternative = room.alternativeStay;
  return (
    <div className="flex max-w-xs flex-col items-end gap-1.5 text-right">
      {nights ? (
        <p className="text-sm font-semibold text-red-700">{nights}</p>
      ) : (
        <button type="button" className="btn-outline" disabled aria-describedby={reason ? reasonId : undefined}>
          {t('rooms.notAvailable')}
        </button>
      )}
      {reason && (
        <p id={reasonId} className="text-xs font-medium text-red-700">
          {reason}
        </p>
      )}
      {alternative &&
        (lang === DEFAULT_LANGUAGE ? (
          <Link
            to={{ search: searchWithStay(location.search, alternative) }}
            className="btn-outline border-brand-700 text-brand-800"
          >
            {tryInsteadLabel(alternative)} <span className="sr-only">for {room.name}</span>
          </Link>
        ) : (
          <Link
            to={{ search: searchWithStay(location.search, alternative) }}
            className="btn-outline border-brand-700 text-brand-800"
            aria-label={t('rooms.tryInsteadFor', { dates: stayRangeWords(formats, alternative), room: room.name })}
          >
            {t('rooms.tryInstead', { dates: stayRangeWords(formats, alternative) })}
          </Link>
        ))}
    </div>
  );
}
