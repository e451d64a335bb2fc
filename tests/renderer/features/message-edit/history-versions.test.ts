// The edit-history dialog's model: labels, moves, which versions show content (the server's diff
// first), and the organization's visibility policy on new and old servers.
import { describe, expect, it } from 'vitest';
import { historyPolicy } from '../../../../renderer/src/features/message-edit/history-policy';
import { historyVersions } from '../../../../renderer/src/features/message-edit/history-versions';

describe('historyVersions', () => {
  it('labels each version and shows content only where the text changed', () => {
    const versions = historyVersions([
      { user_id: 1, timestamp: 100, topic: 'a', content: 'one', rendered_content: '<p>one</p>' },
      {
        user_id: 1,
        timestamp: 200,
        topic: 'a',
        content: 'two',
        rendered_content: '<p>two</p>',
        prev_content: 'one',
        prev_rendered_content: '<p>one</p>',
        content_html_diff: '<p><span class="highlight_text_inserted">two</span></p>',
      },
      {
        user_id: 2,
        timestamp: 300,
        topic: 'b',
        content: 'two',
        rendered_content: '<p>two</p>',
        prev_topic: 'a',
      },
      {
        user_id: 2,
        timestamp: 400,
        topic: 'b',
        content: 'two',
        rendered_content: '<p>two</p>',
        prev_stream: 5,
        stream: 6,
      },
    ]);
    expect(versions.map((v) => v.change)).toEqual(['original', 'edited', 'moved', 'moved']);
    expect(versions[0]?.html).toBe('<p>one</p>');
    expect(versions[1]).toMatchObject({
      isDiff: true,
      html: expect.stringContaining('highlight_text_inserted'),
    });
    expect(versions[2]).toMatchObject({
      html: null,
      topicChange: { from: 'a', to: 'b' },
      channelChange: null,
    });
    expect(versions[3]?.channelChange).toEqual({ from: 5, to: 6 });
  });
});

describe('historyPolicy', () => {
  it('reads the policy, or the older boolean', () => {
    expect(historyPolicy({ message_edit_history_visibility_policy: 'moves' })).toBe('moves');
    expect(historyPolicy({ allow_edit_history: false })).toBe('none');
    expect(historyPolicy({ allow_edit_history: true })).toBe('all');
    expect(historyPolicy({})).toBe('all');
  });
});
