// The realm behind the Markdown: people, groups (members of subgroups included, system groups
// never), channels and active custom emoji, and the mention flags a stored message gets from them.
import { describe, expect, it } from 'vitest';
import { addChannel, addUser, createRealm, subscribeUser } from '../../../server/realm/factory';
import { renderMarkdown } from '../../../server/realm/markdown';
import { mentionLookup } from '../../../server/realm/mention-lookup';
import { storeMessage } from '../../../server/realm/messages';
import { addRealmEmoji, deactivateRealmEmoji } from '../../../server/realm/realm-emoji';

function organization() {
  const realm = createRealm();
  const ada = addUser(realm, { full_name: 'Ada Lovelace', email: 'ada@example.test' });
  const grace = addUser(realm, { full_name: 'Grace Hopper', email: 'grace@example.test' });
  const alan = addUser(realm, { full_name: 'Alan Turing', email: 'alan@example.test' });
  const inner = realm.nextId('group');
  realm.groups.set(inner, {
    id: inner,
    name: 'backend',
    description: '',
    members: new Set([alan.user_id]),
    subgroups: new Set(),
    is_system_group: false,
    deactivated: false,
  });
  const outer = realm.nextId('group');
  realm.groups.set(outer, {
    id: outer,
    name: 'engineering',
    description: '',
    members: new Set([grace.user_id]),
    subgroups: new Set([inner]),
    is_system_group: false,
    deactivated: false,
  });
  const channel = addChannel(realm, { name: 'design', description: '' });
  for (const user of [ada, grace, alan]) subscribeUser(realm, user.user_id, channel.stream_id);
  return { realm, ada, grace, alan, outer, channel };
}

describe('mentionLookup', () => {
  it('finds people by name or id, groups with their subgroups, channels and custom emoji', () => {
    const { realm, grace, alan, outer, channel } = organization();
    const lookup = mentionLookup(realm);
    expect(lookup.userByName('grace hopper')?.user_id).toBe(grace.user_id);
    expect(lookup.userByName(`Anyone|${alan.user_id}`)?.user_id).toBe(alan.user_id);
    expect(lookup.groupByName?.('Engineering')).toEqual({
      id: outer,
      name: 'engineering',
      members: [grace.user_id, alan.user_id],
    });
    expect(lookup.channelByName?.('design')?.stream_id).toBe(channel.stream_id);
    const emoji = addRealmEmoji(realm, 'party_parrot', null);
    expect(renderMarkdown(':party_parrot:', lookup)).toContain(`src="${emoji.source_url}"`);
    deactivateRealmEmoji(realm, 'party_parrot');
    expect(renderMarkdown(':party_parrot:', lookup)).toBe('<p>:party_parrot:</p>');
  });

  it('never offers a system group', () => {
    const { realm } = organization();
    const system = [...realm.groups.values()].find((g) => g.is_system_group);
    expect(system).toBeDefined();
    expect(mentionLookup(realm).groupByName?.(system?.name ?? '')).toBeUndefined();
  });

  it('flags the members of a mentioned group as mentioned, but not the sender', () => {
    const { realm, ada, grace, alan, channel } = organization();
    const message = storeMessage(realm, {
      sender: grace,
      type: 'stream',
      stream_id: channel.stream_id,
      topic: 'plans',
      content: 'ping @*engineering*',
    });
    expect(message.rendered_content).toContain('class="user-group-mention"');
    expect(alan.flags.get('mentioned')?.has(message.id)).toBe(true);
    expect(grace.flags.get('mentioned')?.has(message.id) ?? false).toBe(false);
    expect(ada.flags.get('mentioned')?.has(message.id) ?? false).toBe(false);
  });
});
