// The sidebar's sections with everything the shell's model needs: the subscriptions and folders from
// the store, the server's feature level (folder order), and, when "Show archived folders" is on,
// the archived folders from GET /channel_folders?include_archived=true.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ChannelFolder } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import { useAppStore, useSidebarSource } from '../../state/selectors';
import { queryKeys } from '../live-queries/query-keys';
import { buildSidebar, type SidebarSection } from './sidebar-model';
import { useSidebarUi } from './sidebar-ui-store';
import { useAccount } from '../../state/account-scope';
import { useCompareNames } from '../../i18n/name-order';

/** GET /channel_folders exists from this feature level. */
export const CHANNEL_FOLDERS_LEVEL = 389;

/** The store's folders win (events keep them current); the request only adds ones the store lacks. */
export function withFetchedFolders(
  stored: ById<ChannelFolder>,
  fetched: readonly ChannelFolder[] | undefined,
): ById<ChannelFolder> {
  let merged = stored;
  for (const folder of fetched ?? []) if (!merged.has(folder.id)) merged = merged.set(folder.id, folder);
  return merged;
}

export function useArchivedFoldersQuery() {
  const { api } = useAccount();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const show = useSidebarUi((s) => s.showArchivedFolders);
  return useQuery({
    queryKey: queryKeys.channelFolders(true),
    queryFn: () => api('getChannelFolders', { include_archived: true }),
    enabled: show && featureLevel >= CHANNEL_FOLDERS_LEVEL,
    retry: false,
  });
}

export function useSidebarSections(): SidebarSection[] {
  const { subscriptions, folders } = useSidebarSource();
  const featureLevel = useAppStore((s) => s.realm.featureLevel);
  const showArchivedFolders = useSidebarUi((s) => s.showArchivedFolders);
  const archived = useArchivedFoldersQuery();
  const fetched = showArchivedFolders ? archived.data?.channel_folders : undefined;
  const compareNames = useCompareNames();
  return useMemo(
    () =>
      buildSidebar(subscriptions, withFetchedFolders(folders, fetched), compareNames, {
        showArchivedFolders,
        featureLevel,
      }),
    [subscriptions, folders, fetched, compareNames, showArchivedFolders, featureLevel],
  );
}
