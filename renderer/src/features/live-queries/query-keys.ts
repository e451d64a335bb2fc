// React Query keys of the request/response reads whose answers server events can make stale. One
// place, so the invalidation table and the views name the same keys.
export const queryKeys = {
  topicsAll: ['topics'] as const,
  topics: (streamId: number) => ['topics', streamId] as const,
  channelFolders: (includeArchived: boolean) => ['channelFolders', { includeArchived }] as const,
  channelFoldersAll: ['channelFolders'] as const,
  drafts: ['drafts'] as const,
  savedSnippets: ['savedSnippets'] as const,
  channelEmail: (streamId: number, senderId: number | null) => ['channelEmail', streamId, senderId] as const,
  botStorage: (keys: readonly string[] | null) => ['botStorage', keys] as const,
};

export type LiveQueryKey = readonly unknown[];
