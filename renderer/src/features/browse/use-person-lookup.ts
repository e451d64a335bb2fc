// Names and emails of people by user ID or API email, for principals and for reading the
// subscribe response (keyed by user-ID strings, or by emails on older servers).
import { useMemo } from 'react';
import { useActiveUsers, useAppStore } from '../../state/selectors';
import type { PersonLookup } from './subscribe-result';

export interface PersonDirectory extends PersonLookup {
  emailOf(userId: number): string | undefined;
}

export function usePersonLookup(): PersonDirectory {
  const users = useActiveUsers();
  const ownUserId = useAppStore((s) => s.realm.ownUserId);
  const ownEmail = useAppStore((s) => s.realm.ownEmail);
  return useMemo(() => {
    const byKey = new Map<string, string>();
    const emails = new Map<number, string>();
    for (const user of users) {
      byKey.set(String(user.user_id), user.full_name);
      byKey.set(user.email.toLowerCase(), user.full_name);
      emails.set(user.user_id, user.email);
    }
    return {
      ownUserId,
      ownEmail,
      nameOf: (key) => byKey.get(key.toLowerCase()),
      emailOf: (userId) =>
        emails.get(userId) ?? (userId === ownUserId && ownEmail !== '' ? ownEmail : undefined),
    };
  }, [users, ownUserId, ownEmail]);
}
