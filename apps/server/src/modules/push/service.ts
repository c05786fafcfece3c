import type { FcmTokenRequest } from '@larder/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushTokens } from '../../db/schema/index.ts';

/** One row per user and device: a device that registers again replaces its old token. */
export async function saveFcmToken(db: Db, userId: number, platform: string, body: FcmTokenRequest) {
  await db
    .insert(pushTokens)
    .values({
      userId,
      deviceToken: body.device_token,
      fcmToken: body.fcm_token,
      fcmProjectId: body.fcmProjectId,
      platform,
    })
    .onConflictDoUpdate({
      target: [pushTokens.userId, pushTokens.deviceToken],
      set: {
        fcmToken: body.fcm_token,
        fcmProjectId: body.fcmProjectId,
        platform,
        updatedAt: sql`now()`,
      },
    });
}
