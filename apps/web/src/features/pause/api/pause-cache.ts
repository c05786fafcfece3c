import type { PauseState, User } from '@larder/contract';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '@/shared/session/api/user-keys';

/** The pause lives on the vendor inside users/me: an answer from the pause API replaces it there. */
export function applyPauseToMe(queryClient: QueryClient, vendorId: number, state: PauseState) {
  queryClient.setQueryData<User | null>(userKeys.me(), (user) =>
    user
      ? {
          ...user,
          account: {
            ...user.account,
            vendors: user.account.vendors.map((v) => (v.id === vendorId ? { ...v, ...state } : v)),
          },
        }
      : user,
  );
}
