/** A bulk price change (My Cars): pounds added (negative: taken off), or a percent up or down. */
export interface PriceChange {
  by: 'amount' | 'percent';
  value: number;
}

/**
 * A car's new price under a bulk change, in whole pounds: what the server writes, and what My
 * Cars shows beforehand as an example.
 */
export function changedPrice(price: number, change: PriceChange): number {
  return change.by === 'amount'
    ? Math.round(price + change.value)
    : Math.round((price * (100 + change.value)) / 100);
}
