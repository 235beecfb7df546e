import type { QueryClient } from '@tanstack/react-query';
import { myAccessKey } from '../../access/api/get-my-access';

export const staffKeys = {
  all: ['console', 'staff'] as const,
  list: ['console', 'staff', 'list'] as const,
};

/** After a change: the list, and the member's own access (an administrator may have changed what they see). */
export function refreshStaff(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: staffKeys.all }),
    queryClient.invalidateQueries({ queryKey: myAccessKey }),
  ]);
}
