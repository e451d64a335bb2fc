// A small organization for the Markdown tests: two people, a group, two channels, a custom emoji.
import type { MentionLookup } from '../../../../server/realm/markdown';

const PEOPLE = [
  { user_id: 7, full_name: 'Ada Lovelace' },
  { user_id: 8, full_name: 'Grace <Hopper>' },
];

export const lookup: MentionLookup = {
  userByName(name) {
    const byId = /\|(\d+)$/.exec(name);
    if (byId) return PEOPLE.find((p) => p.user_id === Number(byId[1]));
    return PEOPLE.find((p) => p.full_name.toLowerCase() === name.toLowerCase());
  },
  groupByName: (name) => (name === 'design' ? { id: 31, name: 'design', members: [7, 8] } : undefined),
  channelByName(name) {
    if (name === 'general') return { stream_id: 5, name: 'general' };
    if (name === 'design team') return { stream_id: 6, name: 'design team' };
    return undefined;
  },
  customEmoji: (name) =>
    name === 'party_parrot' ? { name, source_url: '/user_avatars/emoji/3.svg' } : undefined,
};
