// Events about the queue and the server itself rather than about organization data.
import { z } from 'zod';
import { eventOf } from './define';

export const systemEvents = {
  /** Keeps the long-poll alive; only advances last_event_id. */
  heartbeat: eventOf('heartbeat', {}),
  /** The server restarted; the queue survived. Update the stored version and feature level. */
  restart: eventOf('restart', {
    zulip_version: z.string(),
    zulip_merge_base: z.string().optional(),
    zulip_feature_level: z.number(),
    server_generation: z.number(),
    // Removed at feature level 240; older servers still send it.
    immediate: z.boolean().optional(),
  }),
  /** Asks web bundles served by the server to reload; a desktop client ignores it. */
  web_reload_client: eventOf('web_reload_client', {
    immediate: z.boolean().optional(),
  }),
};
