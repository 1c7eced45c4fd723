/** The bring-your-own-key model setting of a user (at most one). */
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { batchedLookup } from './batcher.ts';
import type { ModelSettingRow } from './tables.ts';

/** The user's setting, if any; concurrent lookups share one query. */
export const findModelSetting = batchedLookup(
  (db: Db, userIds: string[]): Promise<ModelSettingRow[]> => db.selectFrom('modelSettings').selectAll().where(sql<boolean>`user_id = ANY(${userIds}::uuid[])`).execute(),
  (row) => row.userId,
);

export async function upsertModelSetting(db: Db, setting: { userId: string; provider: string; modelId: string; apiKeyCiphertext: string }): Promise<void> {
  await db
    .insertInto('modelSettings')
    .values(setting)
    .onConflict((conflict) => conflict.column('userId').doUpdateSet({ provider: setting.provider, modelId: setting.modelId, apiKeyCiphertext: setting.apiKeyCiphertext, updatedAt: sql<Date>`now()` }))
    .execute();
}

export async function deleteModelSetting(db: Db, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('modelSettings').where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
