// Saving one of this computer's preferences from the settings: sent to main, which writes the profile
// file and pushes the new preferences to the store; the control shows saving → saved, or the reason
// main refused. Capabilities say which settings this host can apply at all.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { DesktopCapabilities, DesktopPreferences } from '../../../../shared/desktop';
import { callIpc, errorMessage } from '../../bridge/call-api';
import { useRuntime } from '../../state/app-runtime';
import type { SaveStatus } from '../settings/save-status';

export function useDesktopSave(): { status: SaveStatus; save(change: Partial<DesktopPreferences>): void } {
  const intl = useIntl();
  const { shell } = useRuntime();
  const mutation = useMutation({
    mutationFn: (change: Partial<DesktopPreferences>) => callIpc('desktop.setPreferences', change),
    onSuccess: (preferences) => shell.getState().applyDesktopPreferences(preferences),
  });
  const status: SaveStatus = mutation.isPending
    ? { kind: 'saving', value: '' } // the status line says "Saving…"; the value is not shown
    : mutation.isError
      ? { kind: 'failed', reason: errorMessage(mutation.error, intl) }
      : mutation.isSuccess
        ? { kind: 'saved' }
        : { kind: 'idle' };
  return { status, save: (change) => mutation.mutate(change) };
}

/** Which host this is and which settings it can apply; undefined until main has said. */
export function useDesktopCapabilities(): DesktopCapabilities | undefined {
  return useQuery({
    queryKey: ['desktop.capabilities'],
    queryFn: () => callIpc('desktop.capabilities', {}),
    staleTime: Infinity,
  }).data;
}
