// Subscriptions and channels: joining, leaving, personal channel settings, channel lists and
// channel administration. The handlers live in ./subscriptions/, one concern per file.
import {
  archiveStream,
  getStream,
  getStreamMembers,
  getStreams,
  getSubscriptions,
  subscribe,
  unsubscribe,
  updateStream,
  updateSubscriptionProperties,
} from '../../shared/api/subscriptions';
import { route, type Route } from '../http/route';
import { updatePropertiesHandler } from './subscriptions/properties';
import {
  getStreamHandler,
  getStreamMembersHandler,
  getStreamsHandler,
  getSubscriptionsHandler,
} from './subscriptions/read';
import { subscribeHandler } from './subscriptions/subscribe';
import { unsubscribeHandler } from './subscriptions/unsubscribe';
import { archiveStreamHandler, updateStreamHandler } from './subscriptions/update-stream';

export const subscriptionsRoutes: Route[] = [
  route(subscribe, subscribeHandler),
  route(unsubscribe, unsubscribeHandler),
  route(getSubscriptions, getSubscriptionsHandler),
  route(updateSubscriptionProperties, updatePropertiesHandler),
  route(getStreams, getStreamsHandler),
  route(getStream, getStreamHandler),
  route(getStreamMembers, getStreamMembersHandler),
  route(updateStream, updateStreamHandler),
  route(archiveStream, archiveStreamHandler),
];
