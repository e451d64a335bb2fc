// What the event loop asks POST /register for: the capabilities this client implements (DESIGN §3).
import type { ParamsOf } from '../../../shared/api/operation';
import type { register } from '../../../shared/api/queue';

export const REGISTER_PARAMS = {
  apply_markdown: true,
  client_gravatar: false,
  slim_presence: true,
  include_subscribers: false,
  client_capabilities: {
    notification_settings_null: true,
    bulk_message_deletion: true,
    // The renderer does not compute avatar URLs itself, so it wants every user's avatar_url filled in.
    user_avatar_url_field_optional: false,
    stream_typing_notifications: true,
    user_settings_object: true,
    include_deactivated_groups: true,
    archived_channels: true,
    empty_topic_name: true,
  },
} as const satisfies ParamsOf<typeof register>;
