import type { LeadRequest, LeadResponse } from '@staybook/contract/leads';
import { apiRequest } from '../../../lib/api-client';

export function captureLead(lead: LeadRequest): Promise<LeadResponse> {
  return apiRequest<LeadResponse>('/property/v1/leads/capture', { method: 'POST', body: lead });
}
