// What the channel sidebar shows, as a pure function of the subscriptions and folders: folders in
// their `order` (by ID on servers before feature level 414), then the channels outside any shown
// folder; inside each, pinned channels first, then by name as the window's language sorts them. Archived channels and
// archived folders are left out unless asked for (then shown even when empty, marked archived);
// channels of a hidden or unknown folder fall back to the ungrouped section so they never vanish.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import type { ChannelFolder, Subscription } from '../../../../shared/objects';
import type { ById } from '../../state/by-id-map';
import type { CompareNames } from '../../i18n/name-order';

export interface SidebarChannel {
  streamId: number;
  name: string;
  color: string;
  muted: boolean;
  pinned: boolean;
  inviteOnly: boolean;
}

/** A folder's name as the organization wrote it, or our heading for the channels outside folders. */
export type SectionTitle = string | MessageDescriptor;

export interface SidebarSection {
  /** Stable React key: `folder-<id>` or `ungrouped`. */
  key: string;
  folderId: number | null;
  title: SectionTitle;
  channels: SidebarChannel[];
  /** An archived folder, shown because archived folders were asked for. */
  archived: boolean;
}

export interface SidebarOptions {
  /** Show archived folders too (the sidebar's "Show archived folders" toggle). */
  showArchivedFolders?: boolean;
  /** Before feature level 414 folders have no order: they are listed by ID. */
  featureLevel?: number;
}

/** Channel folders got their `order` field at this feature level. */
export const FOLDER_ORDER_LEVEL = 414;

export const ungroupedTitles = defineMessages({
  withFolders: { id: 'channels.sidebar.other_channels', defaultMessage: 'Other channels' },
  withoutFolders: { id: 'channels.sidebar.channels_heading', defaultMessage: 'Channels' },
});

/** The heading to show for a section, in the window's language (folder names stay as written). */
export function sectionTitle(intl: IntlShape, title: SectionTitle): string {
  return typeof title === 'string' ? title : intl.formatMessage(title);
}

export function isMuted(sub: Subscription): boolean {
  // in_home_view is the deprecated inverse some servers still send alone.
  return sub.is_muted === true || (sub.is_muted === undefined && sub.in_home_view === false);
}

/** The fields every channel list shows of a subscription (the Inbox builds on them). */
export function toSidebarChannel(sub: Subscription): SidebarChannel {
  return {
    streamId: sub.stream_id,
    name: sub.name,
    color: typeof sub.color === 'string' ? sub.color : '',
    muted: isMuted(sub),
    pinned: sub.pin_to_top === true,
    inviteOnly: sub.invite_only === true,
  };
}

/**
 * Pinned first, then by name in the window's language, then by ID. The keyboard's next-channel
 * command sorts with the same function and the same language, so its order is the sidebar's.
 */
export function compareChannels(a: SidebarChannel, b: SidebarChannel, compareNames: CompareNames): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  return compareNames(a.name, b.name) || a.streamId - b.streamId;
}

export function compareFolders(a: ChannelFolder, b: ChannelFolder): number {
  const orderA = a.order ?? Number.MAX_SAFE_INTEGER;
  const orderB = b.order ?? Number.MAX_SAFE_INTEGER;
  return orderA - orderB || a.id - b.id;
}

export function compareFoldersById(a: ChannelFolder, b: ChannelFolder): number {
  return a.id - b.id;
}

export function buildSidebar(
  subscriptions: ById<Subscription>,
  folders: ById<ChannelFolder>,
  compareNames: CompareNames,
  options: SidebarOptions = {},
): SidebarSection[] {
  const byOrder = options.featureLevel === undefined || options.featureLevel >= FOLDER_ORDER_LEVEL;
  const shownFolders = [...folders.values()]
    .filter((folder) => options.showArchivedFolders === true || folder.is_archived !== true)
    .sort(byOrder ? compareFolders : compareFoldersById);
  const byFolder = new Map<number | null, SidebarChannel[]>();
  for (const folder of shownFolders) byFolder.set(folder.id, []);
  const ungrouped: SidebarChannel[] = [];
  for (const sub of subscriptions.values()) {
    if (sub.is_archived === true) continue;
    const folderList = sub.folder_id == null ? undefined : byFolder.get(sub.folder_id);
    (folderList ?? ungrouped).push(toSidebarChannel(sub));
  }
  const sections: SidebarSection[] = [];
  for (const folder of shownFolders) {
    const channels = byFolder.get(folder.id) ?? [];
    const archived = folder.is_archived === true;
    // An archived folder was asked for by name, so it shows even with nothing in it.
    if (channels.length === 0 && !archived) continue;
    sections.push({
      key: `folder-${folder.id}`,
      folderId: folder.id,
      title: folder.name,
      channels,
      archived,
    });
  }
  if (ungrouped.length > 0) {
    const title = sections.length > 0 ? ungroupedTitles.withFolders : ungroupedTitles.withoutFolders;
    sections.push({ key: 'ungrouped', folderId: null, title, channels: ungrouped, archived: false });
  }
  for (const section of sections) section.channels.sort((a, b) => compareChannels(a, b, compareNames));
  return sections;
}
