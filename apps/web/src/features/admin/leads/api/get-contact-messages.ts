import type { AdminContactList } from '@staybook/contract/admin-engagement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Filters } from '../../components/list-kit';
import { apiRequest } from '../../lib/console-api';
import { engagementKeys } from './keys';

/** The contact messages list's filters, kept in the URL. */
export const contactFilterKeys = ['from', 'to', 'subject', 'q'] as const;

/** Contact messages: from, to, subject, q, page. */
export async function getContactMessages(query: Filters): Promise<AdminContactList> {
  const res = await apiRequest<{ data: AdminContactList }>('/api/admin/contact-messages', { query: { ...query } });
  return res.data;
}

export function getContactMessagesQueryOptions(query: Filters) {
  return queryOptions({
    queryKey: engagementKeys.contactMessages(query),
    queryFn: () => getContactMessages(query),
    placeholderData: keepPreviousData,
  });
}

export function useContactMessages(query: Filters) {
  return useQuery(getContactMessagesQueryOptions(query));
}
