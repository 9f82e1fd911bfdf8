import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Storage } from '../storage/storage';
import { newId } from '../lib/ids';
import { makeThumbnail } from '../modules/pictures/images';
import { carColors } from './car-art/car-colors';
import { drawCarPicture } from './car-art/draw-car-picture';
import { demoCars, demoDealerColumns, demoDealers, randomSource } from './demo-data';
import { demoCarRow } from './seed-demo';

/*
 * A big market for benchmarks and trials (docs/decisions/124): as many cars as asked, made the
 * way the demo market makes them (weighted makes, prices by make and age, mileage by age,
 * cities mostly the dealer's), a dealership per 200 cars, and three picture rows each that
 * share a dozen drawn pictures, so that pages show cars without a file per car.
 */

const carsPerDealer = 200;
const batchSize = 1_000;
const picturesPerCar = 3;
const sharedPictureCount = 12;

export interface ScaleOptions {
  cars: number;
  seed: number;
  /** Told how many cars are in after each batch. */
  progress?: (carsIn: number) => void;
}

/** Draws the shared pictures once (their files and thumbnails) and answers their keys. */
async function sharedPictures(storage: Storage, basePath: string) {
  const bodyStyles = ['sedan', 'hatchback', 'suv', 'crossover', 'pickup', 'van'];
  return Promise.all(
    Array.from({ length: sharedPictureCount }, async (_, index) => {
      const key = `${basePath}/scale/car-${index}`;
      const art = Buffer.from(
        drawCarPicture({
          bodyStyle: bodyStyles[index % bodyStyles.length]!,
          color: carColors[index % carColors.length]!.hex,
          view: 'threeQuarter',
          seed: index,
        }),
      );
      await storage.put(`${key}.svg`, art, 'image/svg+xml');
      await storage.put(`${key}-thumb.png`, await makeThumbnail(art), 'image/png');
      return { file: `${key}.svg`, thumbnail: `${key}-thumb.png` };
    }),
  );
}

/** Adds `cars` generated cars and their dealerships to the database; never removes anything. */
export async function seedScale(db: Db, storage: Storage, basePath: string, options: ScaleOptions) {
  const random = randomSource(options.seed);
  const demoDealerList = demoDealers(random);
  const dealerCount = Math.max(demoDealerList.length, Math.ceil(options.cars / carsPerDealer));
  const dealers = Array.from({ length: dealerCount }, (_, index) => {
    const demo = demoDealerList[index % demoDealerList.length]!;
    const round = Math.floor(index / demoDealerList.length);
    return {
      ...demo,
      id: newId('dlr'),
      names:
        round === 0
          ? demo.names
          : { en: `${demo.names.en} ${round + 1}`, ar: `${demo.names.ar} ${round + 1}` },
    };
  });
  for (let start = 0; start < dealers.length; start += batchSize) {
    await db
      .insertInto('dealers')
      .values(
        dealers.slice(start, start + batchSize).map((dealer) => ({
          id: dealer.id,
          ...demoDealerColumns(dealer),
          logo_key: null,
        })),
      )
      .execute();
  }
  const pictures = await sharedPictures(storage, basePath);
  const colors = carColors.map((color) => color.hex);
  const now = Date.now();
  for (let done = 0; done < options.cars; done += batchSize) {
    const cars = demoCars(random, dealers, Math.min(batchSize, options.cars - done), colors);
    const carRows = cars.map((car) => demoCarRow(car, dealers[car.dealerIndex]!.id, now));
    const pictureRows = carRows.flatMap((row, index) =>
      Array.from({ length: picturesPerCar }, (_, position) => {
        const picture = pictures[(done + index + position) % pictures.length]!;
        return {
          id: newId('pic'),
          car_id: row.id,
          position,
          name: `${position + 1}.svg`,
          file_key: picture.file,
          thumbnail_key: position === 0 ? picture.thumbnail : null,
          variants: '[]',
        };
      }),
    );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('cars').values(carRows).execute();
      await trx.insertInto('car_pictures').values(pictureRows).execute();
    });
    options.progress?.(done + cars.length);
  }
  // Fresh planner statistics, as autovacuum would gather them on a live server in a while.
  await sql`analyze cars, car_pictures, dealers`.execute(db);
}
