import type { ContactRequest, ContactResponse } from '@staybook/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function sendContactMessage(body: ContactRequest): Promise<ContactResponse> {
  return apiRequest<ContactResponse>('/property/v1/contact', { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
