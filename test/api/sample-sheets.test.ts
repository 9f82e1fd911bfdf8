import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carSearchResponseSchema } from '#shared/schemas/car';
import { stockImportPreviewSchema, stockImportStateSchema } from '#shared/schemas/stock-import';
import { seedTeam, signInAll, type Person } from '#test/car-write-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#test/db';
import { jobsDone } from '#test/jobs';

/*
 * The sample stock sheets of docs/samples (scripts/make-sample-sheets.ts), imported through the
 * API as a dealer would: every column guessed, the one planted bad row refused for its reason,
 * every other row a new car, the cars listed, and the same sheets again changing nothing. What
 * each messy cell must read as is written out below, not taken from the script.
 */

const samples = path.resolve(import.meta.dirname, '../../docs/samples');
const sheetFiles = ['showroom-stock.xlsx', 'showroom-stock.csv'] as const;

const headers = {
  'showroom-stock.xlsx': ['الماركة', 'الكيلومترات', 'ناقل الحركة'],
  'showroom-stock.csv': ['الماركه', 'العداد', 'الفتيس'],
};
/** The sheet's headers: the same but for the make's, the mileage's and the gearbox's. */
const headersOf = (file: (typeof sheetFiles)[number]) => {
  const [make, mileage, gearbox] = headers[file];
  return [
    'رقم العربية في المعرض',
    make,
    'الموديل',
    'سنة الصنع',
    'السعر',
    mileage,
    gearbox,
    'الوقود',
    'الشكل',
    'سعة المحرك',
    'الحالة',
    'المحافظة',
    'اللون',
    'رقم الشاسيه',
    'ملاحظات',
    'الصور',
  ];
};
const guessed = [
  'stockNumber',
  'make',
  'model',
  'firstRegistration',
  'price',
  'mileage',
  'transmission',
  'fuelType',
  'bodyStyle',
  'capacity',
  'condition',
  'city',
  // Arabeya lists no colour.
  null,
  'vin',
  'description',
  'photos',
];

/** The dealership's city, which a row with an empty place takes. */
const dealerCity = 'heliopolis';

/**
 * The cars the sheet's rows are, as stored:
 * stock number, VIN, make, model, year, price, mileage, gearbox, fuel, body, engine, condition, city.
 */
const cars = [
  'S-101 JTDBR32E5K0123456 toyota Corolla 2019 875000 80000 automatic petrol sedan 1600 usedCar cairo',
  'S-102 - toyota Corolla 2021 1050000 45000 automatic petrol sedan 1600 usedCar nasrCity',
  'S-103 - toyota Yaris 2022 1000000 30000 automatic petrol hatchback 1500 usedCar giza',
  'S-104 MR0HA3CD5L0654321 toyota Fortuner 2020 2600000 95000 automatic petrol suv 2700 usedCar newCairo',
  'S-105 - hyundai Elantra 2020 850000 60000 automatic petrol sedan 1600 usedCar alexandria',
  'S-106 KMHJ381ABMU098765 hyundai Tucson 2021 1500000 70000 automatic petrol suv 2000 usedCar sixthOfOctober',
  'S-107 - hyundai Accent 2018 520000 110000 automatic petrol sedan 1600 usedCar cairo',
  'S-108 - hyundai Creta 2023 1250000 25000 automatic petrol crossover 1500 usedCar giza',
  'S-109 - kia Cerato 2020 900000 55000 automatic petrol sedan 1600 usedCar mansoura',
  'S-110 U5YPU81ABNL112233 kia Sportage 2022 1650000 40000 automatic petrol suv 1600 usedCar alexandria',
  'S-111 - kia Picanto 2021 580000 35000 manual petrol hatchback 1200 usedCar tanta',
  'S-112 - nissan Sunny 2021 620000 50000 automatic petrol sedan 1500 usedCar mansoura',
  'S-113 - nissan Qashqai 2020 1150000 75000 cvt petrol crossover 2000 usedCar sheikhZayed',
  'S-114 - chevrolet Optra 2019 520000 90000 automatic petrol sedan 1500 usedCar cairo',
  'S-115 - chevrolet Aveo 2018 430000 100000 manual petrol sedan 1500 usedCar zagazig',
  'S-116 - chevrolet Lanos 2014 260000 180000 manual petrol sedan 1500 usedCar shubraElKheima',
  'S-117 - mg ZS 2023 1050000 20000 automatic petrol crossover 1500 usedCar heliopolis',
  'S-118 LVVDB21B6RD445566 chery Tiggo 7 2024 1350000 15000 automatic petrol suv 1500 usedCar obour',
  'S-119 - renault Logan 2019 450000 85000 manual petrol sedan 1600 usedCar damanhour',
  'S-120 - skoda Octavia 2021 1350000 50000 dct petrol sedan 1400 usedCar nasrCity',
  'S-121 - peugeot 3008 2021 1700000 60000 automatic petrol suv 1600 usedCar newCairo',
  'S-122 - fiat Tipo 2020 620000 70000 manual petrol sedan 1600 usedCar banha',
  'S-123 WBA5R1C50KA778899 bmw 3 Series 2019 2300000 65000 automatic petrol sedan 2000 usedCar maadi',
  'S-124 - mercedesBenz C-Class 2018 2400000 80000 automatic petrol sedan 2000 usedCar sheikhZayed',
  'S-125 - haval Jolion 2026 1400000 0 automatic petrol crossover 1500 new cairo',
  'S-126 - suzuki Swift 2021 620000 40000 automatic petrol hatchback 1200 usedCar portSaid',
  'S-127 - byd F3 2020 470000 95000 manual petrol sedan 1500 usedCar ismailia',
  'S-128 - toyota Corolla Cross 2023 1900000 20000 automatic hybrid crossover - usedCar cairo',
  'S-129 - mitsubishi Lancer 2016 480000 130000 automatic petrol sedan 1600 usedCar asyut',
  `S-130 - nissan Sentra 2026 1350000 - cvt petrol sedan 1600 new ${dealerCity}`,
];

/** The sheet's lines of those cars (the header is line 1, line 17 is empty). */
const carLines = [
  ...Array.from({ length: 15 }, (_, i) => i + 2),
  ...Array.from({ length: 15 }, (_, i) => i + 18),
];

/** The planted row: its price written as "on request". */
const refused = [
  {
    line: 33,
    stockNumber: 'S-131',
    problems: [{ field: 'price', reason: 'notANumber', value: 'عند الاتصال' }],
  },
];

const manager = 'manager@nile.example';

async function sheetUpload(name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const request = new Request('http://arabeya.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

describe.each(databaseKinds)('the sample stock sheets on %s', (kind) => {
  let t: TestApp;
  let dealerId: string;
  let who: (email: string) => Person;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.reset();
    dealerId = (await seedTeam(t.db, 'Nile Motors', { [manager]: ['manager', 'approved'] })).id;
    await t.db
      .updateTable('dealers')
      .set({ city: dealerCity })
      .where('id', '=', dealerId)
      .execute();
    who = await signInAll(t.app, manager);
  });

  /** Uploads the sample file and runs the dry run on the guessed mapping. */
  async function checked(file: (typeof sheetFiles)[number]) {
    const body = await sheetUpload(file, await readFile(path.join(samples, file)));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports?dealerId=${dealerId}`,
      headers: { ...who(manager).headers, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const preview = stockImportPreviewSchema.parse(uploaded.json());
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/stock/imports/${preview.id}/check`,
      headers: who(manager).headers,
      payload: { mapping: preview.mapping },
    });
    expect(response.statusCode, response.body).toBe(200);
    return { preview, state: stockImportStateSchema.parse(response.json()) };
  }

  const stock = async () =>
    (
      await t.db
        .selectFrom('cars')
        .select([
          'stock_number',
          'vin',
          'make',
          'model',
          'first_registration',
          'price',
          'mileage',
          'transmission',
          'fuel_type',
          'body_style',
          'capacity',
          'condition',
          'city',
          'status',
        ])
        .where('dealer_id', '=', dealerId)
        .orderBy('stock_number')
        .execute()
    ).map(
      (car) =>
        [
          car.stock_number,
          car.vin ?? '-',
          car.make,
          car.model,
          car.first_registration,
          car.price,
          car.mileage ?? '-',
          car.transmission,
          car.fuel_type,
          car.body_style,
          car.capacity ?? '-',
          car.condition,
          car.city,
        ].join(' ') + (car.status === 'active' ? '' : ` (${car.status})`),
    );

  it.each(sheetFiles)(
    'imports %s: its columns guessed, the planted row refused, every other row a new car, listed; the sheets again change nothing',
    async (file) => {
      const { preview, state } = await checked(file);
      expect(preview.headers).toEqual(headersOf(file));
      expect(preview.mapping).toEqual(guessed);
      expect(state.counts).toMatchObject({
        rows: 31,
        add: 30,
        update: 0,
        unchanged: 0,
        refused: 1,
        withoutNumber: 0,
        photos: 0,
      });
      expect(state.refused).toEqual(refused);
      const actions = await t.db
        .selectFrom('stock_import_rows')
        .select(['line', 'action'])
        .where('import_id', '=', preview.id)
        .orderBy('line')
        .execute();
      expect(actions).toEqual([
        ...carLines.map((line) => ({ line, action: 'add' })),
        { line: 33, action: 'refused' },
      ]);

      const confirmed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/stock/imports/${preview.id}/confirm`,
        headers: who(manager).headers,
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      await jobsDone(t, 'stock-import');
      const done = await t.app.inject({
        url: `/api/v1/stock/imports/${preview.id}`,
        headers: who(manager).headers,
      });
      expect(stockImportStateSchema.parse(done.json())).toMatchObject({
        status: 'done',
        counts: { written: 30, refused: 1 },
      });
      expect(await stock()).toEqual(cars);
      const listed = await t.app.inject({
        url: `/api/v1/car/search?dealer=${dealerId}&pageSize=100`,
      });
      expect(listed.statusCode, listed.body).toBe(200);
      expect(carSearchResponseSchema.parse(listed.json()).total).toBe(30);

      // The same file again, and the other one (the same cars, saved the other way).
      for (const again of [file, ...sheetFiles.filter((other) => other !== file)]) {
        const second = await checked(again);
        expect([again, second.state.counts, second.state.refused]).toEqual([
          again,
          expect.objectContaining({ rows: 31, add: 0, update: 0, unchanged: 30, refused: 1 }),
          refused,
        ]);
      }
    },
  );
});
