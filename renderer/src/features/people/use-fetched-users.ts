// The people list asks the server for everyone with their custom profile fields (GET /users) when it
// opens, and folds the answer into the store; events keep it current from then on.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '../../../../shared/objects';
import { useAppStore } from '../../state/selectors';
import { mergeFetchedUsers } from '../../state/users-fetch';
import { useAccount } from '../../state/account-scope';

export function useFetchedUsers(): { error: Error | null } {
  const { api, store } = useAccount();
  const generation = useAppStore((s) => s.sync.generation);
  const accountId = useAppStore((s) => s.sync.accountId);
  const query = useQuery({
    queryKey: ['users', accountId, generation],
    enabled: generation !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const atRequest = store.getState().users;
      const { members } = await api('getUsers', {
        include_custom_profile_fields: true,
        client_gravatar: false,
      });
      return { atRequest, members: members as User[] };
    },
  });
  useEffect(() => {
    if (!query.data) return;
    const { atRequest, members } = query.data;
    // An answer for an older queue generation describes state we no longer hold.
    if (store.getState().sync.generation !== generation) return;
    store.setState((s) => ({ users: mergeFetchedUsers(s.users, atRequest, members) }));
  }, [query.data, generation]);
  return { error: query.error };
}
