// The two things a person can ask of main's updater, for the Updates panel and the update banner:
// check now (its answer goes into the store, like main's own `update-status` pushes), and restart to
// install a downloaded update, which only ever happens from here, with the user's consent.
import { useMutation } from '@tanstack/react-query';
import { callIpc } from '../../bridge/call-api';
import { useRuntime } from '../../state/app-runtime';

export function useCheckForUpdates() {
  const { shell } = useRuntime();
  return useMutation({
    mutationFn: () => callIpc('update.check', {}),
    onSuccess: (status) => shell.getState().applyUpdateStatus(status),
  });
}

export function useRestartToUpdate() {
  return useMutation({ mutationFn: () => callIpc('update.install', {}) });
}
