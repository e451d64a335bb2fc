// Narrow reads of the people slices for the list and the profile card.
import type { CustomProfileField, UserStatusFields } from '../../../../shared/objects';
import { presenceStatus, type PresenceStatus } from '../../state/presence';
import { useAppStore } from '../../state/selectors';

export function usePresenceStatus(userId: number, nowMs: number): PresenceStatus {
  return useAppStore((s) =>
    presenceStatus(s.presence.byUser.get(userId), nowMs / 1000, s.presence.offlineThresholdSeconds),
  );
}

export function useUserStatus(userId: number): UserStatusFields | undefined {
  return useAppStore((s) => s.userStatus.byUser.get(userId));
}

/** 1 compact, 2 with status, 3 with avatar and status (the default). */
export function useUserListStyle(): number {
  return useAppStore((s) => {
    const style = s.userSettings.values.user_list_style;
    return typeof style === 'number' ? style : 3;
  });
}

/** The organization's field definitions, in display order. */
export function useProfileFields(): readonly CustomProfileField[] {
  return useAppStore((s) => s.customProfileFields.fields);
}
