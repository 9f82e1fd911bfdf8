import type { Db } from '../../db/database';

export interface NewPriceDrop {
  user_id: string;
  car_id: string;
  from_price: number;
  to_price: number;
}

export async function insertPriceDrops(trx: Db, drops: readonly NewPriceDrop[]): Promise<void> {
  if (drops.length === 0) return;
  await trx
    .insertInto('price_drops')
    .values([...drops])
    .execute();
}

/** Marks the user's price drops not mailed yet as mailed; answers them. */
export async function markPriceDropsMailed(trx: Db, userId: string) {
  return trx
    .updateTable('price_drops')
    .set({ mailed_at: new Date() })
    .where('user_id', '=', userId)
    .where('mailed_at', 'is', null)
    .returning(['id', 'car_id', 'from_price', 'to_price'])
    .execute();
}
