// The demo's direct messages: one-on-ones and a group conversation with the member, the newest of
// which arrive after the member last looked.
import type { UserRecord } from '../realm/types';
import { CLIENTS, HOUR, MINUTE, type PlannedMessage } from './demo-messages';
import type { Rng } from './prng';
import { DM_LINES } from './text';
import { DAY } from './timeline';

/** Direct messages: one-on-ones and a group conversation with the member, ending unread. */
export function planDirectMessages(
  rng: Rng,
  people: UserRecord[],
  bot: UserRecord,
  now: number,
): PlannedMessage[] {
  const [owner, admin, , member, member2] = people as [
    UserRecord,
    UserRecord,
    UserRecord,
    UserRecord,
    UserRecord,
  ];
  const fatima = people[6] as UserRecord;
  const oliver = people[7] as UserRecord;
  const out: PlannedMessage[] = [];
  const thread = (pair: [UserRecord, UserRecord], lines: string[], start: number) => {
    lines.forEach((content, i) => {
      const sender = pair[i % 2] as UserRecord;
      const to = [(pair[(i + 1) % 2] as UserRecord).user_id];
      out.push({
        at: start + i * rng.between(1, 9) * MINUTE,
        sender,
        to,
        content,
        client: rng.pick(CLIENTS),
      });
    });
  };
  thread([member2, member], DM_LINES.slice(0, 5), now - 3 * DAY);
  thread([admin, member], DM_LINES.slice(9, 10).concat(['Works for me, thanks!']), now - 10 * DAY);
  thread(
    [owner, oliver],
    ['Welcome aboard, Oliver! Ping me with any questions.', 'Thank you, glad to be here!'],
    now - 60 * DAY,
  );
  const group = [member.user_id, member2.user_id, fatima.user_id];
  const groupLines: [UserRecord, string][] = [
    [fatima, DM_LINES[7] as string],
    [member, DM_LINES[8] as string],
    [member2, 'Count me in too.'],
  ];
  groupLines.forEach(([sender, content], i) => {
    const to = group.filter((id) => id !== sender.user_id);
    out.push({ at: now - 4 * DAY + i * 7 * MINUTE, sender, to, content, client: 'website' });
  });
  // The newest ones arrive after the member last looked: they show up as unread.
  out.push({
    at: now - 5 * HOUR,
    sender: fatima,
    to: group.filter((id) => id !== fatima.user_id),
    content: 'Booked a table for 12:30 🎉',
    client: 'ZulipMobile',
  });
  out.push({
    at: now - 2 * HOUR,
    sender: member2,
    to: [member.user_id],
    content: 'Also, are you free for a quick call tomorrow?',
    client: 'website',
  });
  out.push({
    at: now - 2 * DAY - 4 * HOUR,
    sender: bot,
    to: [member.user_id],
    content: 'Reminder: the standup starts in 10 minutes.',
    client: 'API',
  });
  return out;
}
