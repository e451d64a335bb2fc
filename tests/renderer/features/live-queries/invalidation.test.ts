import { describe, expect, it } from 'vitest';
import { staleQueryKeys } from '../../../../renderer/src/features/live-queries/invalidation';
import { sampleChannelMessage, sampleDirectMessage, sampleDraft } from '../../../shared/objects/samples';
import { event } from '../../support/factories';

const keys = (events: Parameters<typeof staleQueryKeys>[0]) =>
  staleQueryKeys(events).map((k) => JSON.stringify(k));

describe('staleQueryKeys', () => {
  it('refetches the topics of a channel a message lands in, once per batch', () => {
    const message = event('message', { message: sampleChannelMessage, flags: [] });
    const again = event('message', { message: { ...sampleChannelMessage, id: 43 }, flags: ['read'] });
    expect(keys([message, again])).toEqual([JSON.stringify(['topics', 3])]);
  });

  it('ignores direct messages and content-only edits', () => {
    const dm = event('message', { message: sampleDirectMessage, flags: [] });
    const edit = event('update_message', {
      user_id: 10,
      message_id: 42,
      message_ids: [42],
      flags: [],
      edit_timestamp: 1,
      stream_id: 3,
      content: 'new',
      rendered_content: '<p>new</p>',
    });
    expect(keys([dm, edit])).toEqual([]);
  });

  it('refetches both channels of a move, and the channel of a deletion', () => {
    const move = event('update_message', {
      user_id: 10,
      message_id: 42,
      message_ids: [42],
      flags: [],
      edit_timestamp: 1,
      stream_id: 3,
      new_stream_id: 4,
      orig_subject: 'a',
      subject: 'b',
      propagate_mode: 'change_all',
    });
    const deletion = event('delete_message', {
      message_ids: [1],
      message_type: 'stream',
      stream_id: 5,
      topic: 'x',
    });
    expect(keys([move, deletion])).toEqual(['["topics",3]', '["topics",4]', '["topics",5]']);
  });

  it('refetches drafts, snippets and folders on their events, and drafts when synchronization changes', () => {
    expect(
      keys([event('drafts/remove', { draft_id: 1 }), event('drafts/add', { drafts: [sampleDraft] })]),
    ).toEqual(['["drafts"]']);
    expect(keys([event('saved_snippets/remove', { saved_snippet_id: 2 })])).toEqual(['["savedSnippets"]']);
    expect(keys([event('channel_folder/reorder', { order: [2, 1] })])).toEqual(['["channelFolders"]']);
    expect(
      keys([event('user_settings/update', { property: 'enable_drafts_synchronization', value: false })]),
    ).toEqual(['["drafts"]']);
    expect(keys([event('user_settings/update', { property: 'color_scheme', value: 2 })])).toEqual([]);
  });
});
