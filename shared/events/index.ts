// The server event union.
//
// Representation: every parsed event carries a `kind` string, the single discriminant consumers
// switch on. For event types without ops the kind is the type ("message", "heartbeat"); for types
// with ops it is "type/op" ("subscription/add", "realm_user/update"). The has_<provider>_token family
// shares the kind "has_token" (its `type` names the provider). Anything else is kind "unknown":
//
//   switch (event.kind) {
//     case 'message': …; case 'subscription/add': …; …
//     case 'unknown': log(event.reason); break;
//     default: assertNever(event);
//   }
//
// Known events keep their wire fields (`id`, `type`, `op`, unknown extras) and add `kind`. Two are
// normalized so consumers handle one shape: delete_message always has `message_ids` (the
// single-message form gains `[message_id]`), stream/delete always has `stream_ids`; update_message's
// `rendering_only` defaults to false. presence is one object with both its forms' fields optional:
// modern `presences` (by user ID) or legacy `user_id` + `presence` (by client).
//
// parseEvent never throws. Unknown type, unknown or missing op, and wrong field types give an
// UnknownEvent with a `reason`. Input that is not an object, or has no finite numeric `id`, gives an
// UnknownEvent with id -1 (MISSING_EVENT_ID) so it can never advance last_event_id.
//
// Dispatch is a Map lookup on `type` (then `op`) to the one matching schema, compiled once.
export { eventOf, opEventOf, scalarValue, type ScalarValue } from './define';
export { channelPropertyValue } from './channel-events';
export { unreadMessageDetails, type UnreadMessageDetails } from './message-events';
export { typingPerson, typingEditRecipient, type TypingPerson } from './typing-events';
export { personUpdate, type PersonUpdate } from './user-events';
export { userGroupChanges } from './user-group-events';
export { realmBot, realmLinkifier } from './realm-events';
export {
  EVENT_KINDS,
  EVENT_SCHEMAS,
  KNOWN_EVENT_TYPES,
  type EventKind,
  type EventOfKind,
  type KnownEvent,
} from './registry';
export {
  MISSING_EVENT_ID,
  isKnownEvent,
  parseEvent,
  parseEventBatch,
  type ServerEvent,
  type UnknownEvent,
} from './parse';
