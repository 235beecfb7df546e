import type { PropertyContact, propertyContactInputSchema } from '@staybook/contract/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../lib/console-api';
import { notificationKeys, notificationsApi } from './keys';

export type ContactValues = z.output<typeof propertyContactInputSchema>;

const contactsPath = (propertyId: string) =>
  `${notificationsApi}/properties/${encodeURIComponent(propertyId)}/contacts`;

export async function getContacts(propertyId: string): Promise<PropertyContact[]> {
  return (await apiRequest<{ data: PropertyContact[] }>(contactsPath(propertyId))).data;
}

export function useContacts(propertyId: string) {
  return useQuery({ queryKey: notificationKeys.contacts(propertyId), queryFn: () => getContacts(propertyId) });
}

/** Adds a contact (no id) or changes one; the list is read again. */
export function useSaveContact(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, values }: { id: string | null; values: ContactValues }) => {
      const url = id ? `${contactsPath(propertyId)}/${encodeURIComponent(id)}` : contactsPath(propertyId);
      return (await apiRequest<{ data: PropertyContact }>(url, { method: id ? 'PUT' : 'POST', body: values })).data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.contacts(propertyId) }),
  });
}

export function useDeleteContact(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(`${contactsPath(propertyId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.contacts(propertyId) }),
  });
}
