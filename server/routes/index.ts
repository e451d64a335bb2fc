// Every route of the reference server. Each module owns one resource of shared/api.
import type { Route } from '../http/route';
import { authRoutes } from './auth';
import { botStorageRoutes } from './bot-storage';
import { channelEmailRoutes } from './channel-email';
import { channelFoldersRoutes } from './channel-folders';
import { draftsRoutes } from './drafts';
import { flagsRoutes } from './flags';
import { messagesRoutes } from './messages';
import { pushRoutes } from './push';
import { queueRoutes } from './queue';
import { reactionsRoutes } from './reactions';
import { settingsRoutes } from './settings';
import { snippetsRoutes } from './snippets';
import { subscriptionsRoutes } from './subscriptions';
import { topicsRoutes } from './topics';
import { typingRoutes } from './typing';
import { uploadsRoutes } from './uploads';
import { userStatusRoutes } from './user-status';
import { usersRoutes } from './users';

export const allRoutes: Route[] = [
  ...authRoutes,
  ...queueRoutes,
  ...subscriptionsRoutes,
  ...topicsRoutes,
  ...channelFoldersRoutes,
  ...channelEmailRoutes,
  ...messagesRoutes,
  ...flagsRoutes,
  ...reactionsRoutes,
  ...typingRoutes,
  ...usersRoutes,
  ...settingsRoutes,
  ...userStatusRoutes,
  ...draftsRoutes,
  ...snippetsRoutes,
  ...botStorageRoutes,
  ...pushRoutes,
  ...uploadsRoutes,
];
