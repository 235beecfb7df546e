import type { UnlockPriceRequest, UnlockPriceResponse } from '@staybook/contract/price-unlock';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function unlockPrice(body: UnlockPriceRequest): Promise<UnlockPriceResponse> {
  return apiRequest<UnlockPriceResponse>('/property/v1/app/unlock-price', { method: 'POST', body });
}

export function useUnlockPrice() {
  return useMutation({ mutationFn: unlockPrice });
}
