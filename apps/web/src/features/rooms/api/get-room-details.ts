import type { RoomDetailsResponse } from '@staybook/contract/catalogue';
import { contentLanguageQuery } from '@staybook/contract/content-language';
import type { Language } from '@staybook/contract/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { type RoomDetailsView, toRoomDetailsView } from '../logic/room-details-view';

export async function getRoomDetails(
  roomId: string,
  lang: Language,
  signal?: AbortSignal,
): Promise<RoomDetailsView | null> {
  const body = await apiRequest<RoomDetailsResponse>('/property/v1/app/roomDetails', {
    query: { roomId, ...contentLanguageQuery(lang) },
    signal,
  });
  return toRoomDetailsView(body);
}

export const roomDetailsQueryOptions = (roomId: string, lang: Language) =>
  queryOptions({
    queryKey: ['room-details', roomId, lang],
    queryFn: ({ signal }) => getRoomDetails(roomId, lang, signal),
    staleTime: 5 * 60_000,
    retry: 1,
  });

export function useRoomDetails(roomId: string | null) {
  const lang = useLanguage();
  return useQuery({ ...roomDetailsQueryOptions(roomId ?? '', lang), enabled: Boolean(roomId) });
}
