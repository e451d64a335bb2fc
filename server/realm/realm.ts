// The whole server state of one organization, held in memory. Routes mutate it through small domain
// helpers and announce every change through `events`, which fans out to the users' event queues.
import { UNICODE_EMOJI } from './markdown/emoji-names';
import type { RealmEmojiRecord } from './realm-emoji';
import type {
  ChannelFolderRecord,
  ChannelRecord,
  CustomProfileFieldRecord,
  MessageRecord,
  RealmSettings,
  SubscriptionRecord,
  UploadRecord,
  UserGroupRecord,
  UserRecord,
} from './types';

/** Receives every event the realm emits; the queue manager is the one real sink. */
export interface EventSink {
  emit(
    userIds: Iterable<number>,
    event: Record<string, unknown> | ((userId: number) => Record<string, unknown> | null),
  ): void;
}

export const FEATURE_LEVEL = 470;
export const ZULIP_VERSION = '12.0-threadline-reference';

export const LIMITS = {
  max_stream_name_length: 60,
  max_stream_description_length: 1024,
  max_topic_length: 60,
  max_message_length: 10000,
  max_channel_folder_name_length: 60,
  max_channel_folder_description_length: 1024,
  status_text_length: 60,
  alert_word_length: 100,
} as const;

export class Realm {
  readonly users = new Map<number, UserRecord>();
  readonly channels = new Map<number, ChannelRecord>();
  /** Key `${user_id}:${stream_id}`. */
  readonly subscriptions = new Map<string, SubscriptionRecord>();
  readonly messages = new Map<number, MessageRecord>();
  readonly folders = new Map<number, ChannelFolderRecord>();
  readonly groups = new Map<number, UserGroupRecord>();
  readonly profileFields = new Map<number, CustomProfileFieldRecord>();
  /** Custom emoji by id (realm-emoji.ts). */
  readonly emoji = new Map<string, RealmEmojiRecord>();
  /**
   * Unicode emoji name → code, as reactions accept them and server_emoji_data_url lists them: the
   * Markdown's names (never changed in place; tests replace the map to give the server a name of its own).
   */
  unicodeEmoji: ReadonlyMap<string, string> = UNICODE_EMOJI;
  /** Uploaded files by path_id. */
  readonly uploads = new Map<string, UploadRecord>();
  /** Sorted ascending: messages are only ever appended with growing ids. */
  readonly messageIds: number[] = [];
  private nextIds = new Map<string, number>();
  private byEmail = new Map<string, UserRecord>();
  events: EventSink = { emit: () => undefined };
  /** Seconds since the epoch; replaceable so tests can pin time. */
  now: () => number = () => Math.floor(Date.now() / 1000);
  generation = Date.now();
  /** Absolute URL of the server, known once it listens; used in avatar and icon URLs. */
  baseUrl = 'http://127.0.0.1';
  /** How people sign in (server_settings): passwords, and the test identity provider (server/sign-in). */
  signIn = { emailAuth: true, testIdp: true };
  private dmRecipients = new Map<string, number>();

  constructor(readonly settings: RealmSettings) {}

  nextId(kind: string): number {
    const next = (this.nextIds.get(kind) ?? 0) + 1;
    this.nextIds.set(kind, next);
    return next;
  }

  /** Makes sure ids handed out later for `kind` stay above `id` (seeds insert rows with fixed ids). */
  reserveId(kind: string, id: number): void {
    if ((this.nextIds.get(kind) ?? 0) < id) this.nextIds.set(kind, id);
  }

  user(id: number): UserRecord | undefined {
    return this.users.get(id);
  }

  addUser(user: UserRecord): void {
    this.users.set(user.user_id, user);
    this.reserveId('user', user.user_id);
    this.indexEmails(user);
  }

  /** Call after changing a user's email or delivery_email. */
  indexEmails(user: UserRecord): void {
    this.byEmail.set(user.email.toLowerCase(), user);
    this.byEmail.set(user.delivery_email.toLowerCase(), user);
  }

  userByEmail(email: string): UserRecord | undefined {
    const user = this.byEmail.get(email.toLowerCase());
    const wanted = email.toLowerCase();
    // The index keeps old addresses after a change; only the current ones count.
    if (user && (user.email.toLowerCase() === wanted || user.delivery_email.toLowerCase() === wanted))
      return user;
    return undefined;
  }

  channel(id: number): ChannelRecord | undefined {
    return this.channels.get(id);
  }

  channelByName(name: string): ChannelRecord | undefined {
    const wanted = name.trim().toLowerCase();
    for (const channel of this.channels.values()) {
      if (channel.name.toLowerCase() === wanted) return channel;
    }
    return undefined;
  }

  subscription(userId: number, streamId: number): SubscriptionRecord | undefined {
    return this.subscriptions.get(`${userId}:${streamId}`);
  }

  isSubscribed(userId: number, streamId: number): boolean {
    return this.subscription(userId, streamId)?.active === true;
  }

  setSubscription(record: SubscriptionRecord): void {
    this.subscriptions.set(`${record.user_id}:${record.stream_id}`, record);
  }

  activeUsers(): UserRecord[] {
    return [...this.users.values()].filter((u) => u.is_active);
  }

  emit(
    userIds: Iterable<number>,
    event: Record<string, unknown> | ((userId: number) => Record<string, unknown> | null),
  ): void {
    this.events.emit(userIds, event);
  }

  /** A stable recipient id for a set of direct-message participants. */
  dmRecipientId(userIds: number[]): number {
    const key = userIds.join(',');
    let id = this.dmRecipients.get(key);
    if (id === undefined) {
      id = 2_000_000 + this.dmRecipients.size + 1;
      this.dmRecipients.set(key, id);
    }
    return id;
  }

  /** Every active user: the audience of organization-wide events. */
  everyone(): number[] {
    return this.activeUsers().map((u) => u.user_id);
  }
}
