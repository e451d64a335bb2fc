// Mobile push registration tokens (notes §12): the FCM-style pair at android_gcm_reg_id (removal is
// deprecated but still served) and the APNs pair at apns_device_token. A desktop client normally
// registers none; it may need to remove one a previous install left behind.
import { z } from 'zod';
import { defineOperation, emptyResponse } from './operation';

/** `appid` became required for APNs registration at FL 223. */
const APNS_APPID_FEATURE_LEVEL = 223;

const token = z.string();

export const addPushToken = defineOperation({
  name: 'addPushToken',
  method: 'POST',
  path: '/users/me/android_gcm_reg_id',
  summary: 'Register an FCM push token',
  params: z.object({ token }),
  response: emptyResponse,
});

export const removePushToken = defineOperation({
  name: 'removePushToken',
  renderer: true,
  method: 'DELETE',
  path: '/users/me/android_gcm_reg_id',
  summary: 'Remove an FCM push token (deprecated)',
  params: z.object({ token }),
  response: emptyResponse,
});

export const addApnsToken = defineOperation({
  name: 'addApnsToken',
  method: 'POST',
  path: '/users/me/apns_device_token',
  summary: 'Register an APNs device token (hex) for an app ID',
  minFeatureLevel: APNS_APPID_FEATURE_LEVEL,
  params: z.object({ token, appid: z.string() }),
  response: emptyResponse,
});

export const removeApnsToken = defineOperation({
  name: 'removeApnsToken',
  method: 'DELETE',
  path: '/users/me/apns_device_token',
  summary: 'Remove an APNs device token',
  params: z.object({ token }),
  response: emptyResponse,
});
