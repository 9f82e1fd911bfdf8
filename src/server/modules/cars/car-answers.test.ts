import { describe, expect, it } from 'vitest';
import type { Car } from '#shared/schemas/car';
import { createCarAnswers } from './car-answers';

const car = (id: string, price: number) => ({ id, price }) as Car;

describe('car answers', () => {
  it('reads only the cars it does not keep, and answers in the order asked', async () => {
    const answers = createCarAnswers(10);
    const asked: string[][] = [];
    const read = async (ids: readonly string[]) => {
      asked.push([...ids]);
      return ids.filter((id) => id !== 'gone').map((id) => car(id, 1));
    };
    await answers.of(['a', 'b'], read);
    const page = await answers.of(['c', 'gone', 'b', 'a'], read);
    expect(page.map((each) => each.id)).toEqual(['c', 'b', 'a']);
    expect(asked).toEqual([
      ['a', 'b'],
      ['c', 'gone'],
    ]);
    expect(await answers.of(['a', 'b', 'c'], read)).toHaveLength(3);
    expect(asked).toHaveLength(2);
  });

  it('gives copies: what a caller adds is not kept', async () => {
    const answers = createCarAnswers(10);
    const read = async (ids: readonly string[]) => ids.map((id) => car(id, 1));
    const [first] = await answers.of(['a'], read);
    first!.fairPrice = null;
    const [again] = await answers.of(['a'], read);
    expect(again).not.toHaveProperty('fairPrice');
  });

  it('reads a forgotten car afresh, and keeps nothing read while a change was noted', async () => {
    const answers = createCarAnswers(10);
    let price = 1;
    const read = async (ids: readonly string[]) => ids.map((id) => car(id, price));
    await answers.of(['a'], read);
    price = 2;
    expect((await answers.of(['a'], read))[0]?.price).toBe(1);
    answers.forget(['a']);
    expect((await answers.of(['a'], read))[0]?.price).toBe(2);

    // A read that began before a change and ended after it may hold the car from before it.
    let finish: () => void = () => {};
    const slow = async (ids: readonly string[]) => {
      const cars = ids.map((id) => car(id, price));
      await new Promise<void>((resolve) => (finish = resolve));
      return cars;
    };
    const reading = answers.of(['b'], slow);
    price = 3;
    answers.forget(['b']);
    finish();
    expect((await reading)[0]?.price).toBe(2);
    expect((await answers.of(['b'], read))[0]?.price).toBe(3);

    answers.clear();
    price = 4;
    expect((await answers.of(['a'], read))[0]?.price).toBe(4);
  });
});
