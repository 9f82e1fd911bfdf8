import { cities } from '#shared/reference/cities';
import { extras } from '#shared/reference/extras';
import { makes } from '#shared/reference/makes';
import { maxPriceEgp } from '#shared/reference/limits';
import type { BodyStyle, FuelType, Transmission } from '#shared/reference/vehicle';
import { pictureViews, type PictureView } from './car-art/draw-car-picture';

/** A small seeded random source, so the same seed always gives the same demo market. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    return pick(items)[0];
  };
  return { next, int, pick, weighted };
}
export type RandomSource = ReturnType<typeof randomSource>;

export interface DemoDealer {
  names: { en: string; ar: string };
  city: string;
  phone: string;
  whatsapp: string;
  addresses: { en: string; ar: string };
  color: string;
}

export interface DemoCar {
  dealerIndex: number;
  make: string;
  model: string;
  firstRegistration: number;
  mileage: number | null;
  fuelType: FuelType;
  capacity: number | null;
  condition: 'usedCar' | 'new';
  totalOwners: number;
  transmission: Transmission;
  bodyStyle: BodyStyle;
  city: string;
  price: number;
  description: string;
  extras: string[];
  status: 'active' | 'sold';
  ageMinutes: number;
  color: string;
  views: PictureView[];
}

/** Each demo dealership's names and street, in English and in Arabic, and its city. */
const dealerNames: readonly {
  en: string;
  ar: string;
  city: string;
  street: { en: string; ar: string };
}[] = [
  {
    en: 'Nile Motors',
    ar: 'نايل موتورز',
    city: 'cairo',
    street: { en: 'Corniche El Nil, Maadi', ar: 'كورنيش النيل، المعادي' },
  },
  {
    en: 'Pyramids Auto Gallery',
    ar: 'معرض الأهرامات للسيارات',
    city: 'giza',
    street: { en: 'Al Haram Street', ar: 'شارع الهرم' },
  },
  {
    en: 'Alex Car Center',
    ar: 'مركز الإسكندرية للسيارات',
    city: 'alexandria',
    street: { en: 'Fouad Street, Smouha', ar: 'شارع فؤاد، سموحة' },
  },
  {
    en: 'Delta Motors',
    ar: 'دلتا موتورز',
    city: 'mansoura',
    street: { en: 'El Gomhoria Street', ar: 'شارع الجمهورية' },
  },
  {
    en: 'Heliopolis Car House',
    ar: 'دار مصر الجديدة للسيارات',
    city: 'heliopolis',
    street: { en: 'El Merghany Street', ar: 'شارع الميرغني' },
  },
  {
    en: 'New Cairo Autos',
    ar: 'أوتو القاهرة الجديدة',
    city: 'newCairo',
    street: { en: '90th Street, Fifth Settlement', ar: 'شارع التسعين، التجمع الخامس' },
  },
  {
    en: 'October Motors',
    ar: 'أكتوبر موتورز',
    city: 'sixthOfOctober',
    street: { en: 'Central Axis', ar: 'المحور المركزي' },
  },
  {
    en: 'Zayed Premium Cars',
    ar: 'زايد بريميوم للسيارات',
    city: 'sheikhZayed',
    street: { en: 'Arkan Plaza road', ar: 'طريق أركان بلازا' },
  },
  {
    en: 'Horus Automotive',
    ar: 'حورس للسيارات',
    city: 'nasrCity',
    street: { en: 'Abbas El Akkad Street', ar: 'شارع عباس العقاد' },
  },
  {
    en: 'Canal Auto Trade',
    ar: 'القناة لتجارة السيارات',
    city: 'ismailia',
    street: { en: 'Mohamed Ali Street', ar: 'شارع محمد علي' },
  },
  {
    en: 'Red Sea Autos',
    ar: 'البحر الأحمر للسيارات',
    city: 'hurghada',
    street: { en: 'El Nasr Road', ar: 'طريق النصر' },
  },
  {
    en: 'Tanta Car Market',
    ar: 'سوق طنطا للسيارات',
    city: 'tanta',
    street: { en: 'El Bahr Street', ar: 'شارع البحر' },
  },
  {
    en: 'Upper Egypt Motors',
    ar: 'الصعيد موتورز',
    city: 'asyut',
    street: { en: 'El Gomhoria Street', ar: 'شارع الجمهورية' },
  },
  {
    en: 'Port Said Motors',
    ar: 'بورسعيد موتورز',
    city: 'portSaid',
    street: { en: 'Gomhoria Street', ar: 'شارع الجمهورية' },
  },
  {
    en: 'Zagazig Auto Plaza',
    ar: 'الزقازيق أوتو بلازا',
    city: 'zagazig',
    street: { en: 'Saad Zaghloul Street', ar: 'شارع سعد زغلول' },
  },
];

const dealerColors = ['#0f766e', '#1d4ed8', '#b91c1c', '#7c3aed', '#c2410c', '#0e7490', '#15803d'];

/** How common each make is on Egypt's roads and lots; a make not named here weighs 1. */
const makeWeights: Record<string, number> = {
  hyundai: 14,
  toyota: 12,
  nissan: 10,
  chevrolet: 9,
  kia: 9,
  mitsubishi: 6,
  mg: 6,
  chery: 6,
  renault: 5,
  skoda: 5,
  peugeot: 4,
  suzuki: 4,
  fiat: 4,
  bmw: 4,
  mercedesBenz: 4,
  volkswagen: 3,
  opel: 3,
  jetour: 3,
  byd: 3,
  geely: 3,
  haval: 2,
  seat: 2,
  citroen: 2,
  honda: 2,
  mazda: 2,
  audi: 2,
};

/** Rough new-car price in EGP by make; the rest are priced as the mainstream. */
const newPriceByMake: Record<string, number> = {
  bmw: 3_800_000,
  mercedesBenz: 4_200_000,
  audi: 3_200_000,
  porsche: 8_500_000,
  landRover: 7_000_000,
  lexus: 5_500_000,
  volvo: 3_400_000,
  jaguar: 4_800_000,
  bentley: 25_000_000,
  ferrari: 30_000_000,
  lamborghini: 32_000_000,
  rollsRoyce: 45_000_000,
  maserati: 9_000_000,
  tesla: 4_000_000,
  fiat: 850_000,
  suzuki: 800_000,
  lada: 650_000,
  speranza: 600_000,
  proton: 750_000,
};
const mainstreamNewPrice = 1_350_000;

const suvModels =
  /chr|c-hr|tucson|sportage|rav4|fortuner|cruiser|prado|xtrail|x5|x3|x6|glc|gle|q5|q7|captiva|tiguan|kodiaq|outlander|pajero|cx5|cr-?v|haval|h6|jolion|x70|x90|tiggo|creta|seltos|sorento|santa|patrol|wrangler|compass|cherokee|range|defender|discovery|cayenne|macan|xc|ix35|duster|kadjar|3008|5008|rush|zs|rx|t-?roc|karoq|kamiq|ecosport|explorer|edge/i;
const pickupModels = /hilux|navara|l200|d-?max|dmax|ranger|pickup|wingle|poer/i;
const hatchModels =
  /yaris|i10|i20|picanto|rio|micra|spark|aveo|golf|polo|fabia|208|clio|sandero|swift|celerio|alto|tipo|punto|march|mini|cooper|mg3|208|c3|jazz|note/i;
const vanModels =
  /h-?1|hiace|van|transit|vito|staria|urvan|carnival|berlingo|partner|doblo|kangoo|sprinter/i;

function bodyStyleOf(modelKey: string, random: RandomSource): BodyStyle {
  if (pickupModels.test(modelKey)) return 'pickup';
  if (vanModels.test(modelKey)) return random.next() < 0.5 ? 'van' : 'minivan';
  if (suvModels.test(modelKey)) return random.next() < 0.6 ? 'suv' : 'crossover';
  if (hatchModels.test(modelKey)) return 'hatchback';
  return random.weighted<BodyStyle>([
    ['sedan', 70],
    ['hatchback', 8],
    ['coupe', 6],
    ['stationWagon', 5],
    ['convertible', 2],
    ['crossover', 9],
  ]);
}

const electricMakes = new Set(['tesla', 'byd', 'seres', 'zeekr', 'xpeng', 'nio']);

const descriptions = {
  en: [
    'Dealer maintained with full service history. Original paint, no accidents.',
    'Excellent condition inside and out. Licence valid for two more years.',
    'One careful owner, always garaged. All services done at the agency.',
    'Brand new with the agency warranty. Installments available with a down payment.',
    'Clean car, new tyres and battery. Inspection welcome at our showroom.',
    'Highest trim with every option. Price negotiable for serious buyers.',
  ],
  ar: [
    'صيانات توكيل بالكامل، دهان فابريكا بالكامل، بدون حوادث.',
    'حالة ممتازة من الداخل والخارج، الرخصة سارية لمدة سنتين.',
    'مالك واحد، العربية في جراج دائماً، كل الصيانات في التوكيل.',
    'زيرو بضمان الوكيل، متاح التقسيط بمقدم.',
    'عربية نظيفة، كاوتش وبطارية جديدة، المعاينة في المعرض.',
    'أعلى فئة بكل الكماليات، السعر قابل للتفاوض للجادين.',
  ],
};

function cityOrFallback(key: string, index: number): string {
  return cities.find((city) => city.key === key)?.key ?? cities[index % cities.length]?.key ?? key;
}

function phoneNumber(random: RandomSource): string {
  const prefix = random.pick(['010', '011', '012', '015']);
  return `+20 ${prefix.slice(1)} ${random.int(1000, 9999)} ${random.int(1000, 9999)}`;
}

export function demoDealers(random: RandomSource): DemoDealer[] {
  return dealerNames.map(({ en, ar, city, street }, index) => {
    const phone = phoneNumber(random);
    const whatsapp = random.next() < 0.8 ? phone : phoneNumber(random);
    // One building number in both languages, in Latin digits as the site writes numbers.
    const number = random.int(1, 120);
    return {
      names: { en, ar },
      city: cityOrFallback(city, index),
      phone,
      whatsapp,
      addresses: { en: `${number} ${street.en}`, ar: `${number} ${street.ar}` },
      color: dealerColors[index % dealerColors.length] ?? '#0f766e',
    };
  });
}

/** A demo dealership's columns of the `dealers` table (its id and logo are the seed's). */
export const demoDealerColumns = (dealer: DemoDealer) => ({
  name_en: dealer.names.en,
  name_ar: dealer.names.ar,
  city: dealer.city,
  phone: dealer.phone,
  whatsapp: dealer.whatsapp,
  address_en: dealer.addresses.en,
  address_ar: dealer.addresses.ar,
});

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function demoCars(
  random: RandomSource,
  dealers: readonly DemoDealer[],
  count: number,
  colors: readonly string[],
  thisYear = new Date().getFullYear(),
): DemoCar[] {
  const makeChoices = makes.map((make) => [make, makeWeights[make.key] ?? 1] as const);
  return Array.from({ length: count }, (): DemoCar => {
    const make = random.weighted(makeChoices);
    const model = random.pick(make.models);
    const dealerIndex = random.int(0, dealers.length - 1);
    const dealer = dealers[dealerIndex];
    const isNew = random.next() < 0.22;
    const year = isNew
      ? random.int(thisYear - 1, thisYear)
      : random.int(thisYear - 16, thisYear - 1);
    const age = thisYear - year;
    const electric = electricMakes.has(make.key) || (make.key === 'mg' && random.next() < 0.2);
    const fuelType: FuelType = electric
      ? 'electric'
      : random.weighted<FuelType>([
          ['petrol', 88],
          ['diesel', 4],
          ['hybrid', 5],
          ['naturalGas', 3],
        ]);
    const capacity =
      fuelType === 'petrol'
        ? random.pick([1000, 1200, 1300, 1400, 1500, 1600, 1800, 2000, 2400, 2500, 3000])
        : fuelType === 'electric'
          ? random.pick([42, 51, 60, 64, 75, 82, 100])
          : fuelType === 'hybrid'
            ? random.pick([1.3, 1.6, 1.8])
            : null;
    const newPrice = (newPriceByMake[make.key] ?? mainstreamNewPrice) * (0.8 + random.next() * 0.6);
    const price = Math.min(
      maxPriceEgp,
      roundTo(newPrice * Math.pow(0.9, age) * (isNew ? 1 : 0.95), 5_000),
    );
    const language = random.next() < 0.45 ? 'ar' : 'en';
    const extraCount = random.int(4, isNew ? 22 : 14);
    const chosenExtras = new Set<string>();
    while (chosenExtras.size < Math.min(extraCount, extras.length)) {
      chosenExtras.add(random.pick(extras).key);
    }
    const pictureCount = random.int(3, 8);
    return {
      dealerIndex,
      make: make.key,
      model: model.key,
      firstRegistration: year,
      mileage: isNew ? 0 : roundTo(age * random.int(8_000, 22_000), 500),
      fuelType,
      capacity,
      condition: isNew ? 'new' : 'usedCar',
      totalOwners: isNew
        ? 0
        : random.weighted([
            [1, 6],
            [2, 3],
            [3, 1],
          ]),
      transmission:
        age > 10 && random.next() < 0.4
          ? 'manual'
          : random.weighted<Transmission>([
              ['automatic', 80],
              ['cvt', 10],
              ['dct', 5],
              ['manual', 5],
            ]),
      bodyStyle: bodyStyleOf(model.key, random),
      city: dealer && random.next() < 0.75 ? dealer.city : random.pick(cities).key,
      price: Math.max(price, 50_000),
      description: random.pick(descriptions[language]),
      extras: [...chosenExtras],
      status: random.next() < 0.06 ? 'sold' : 'active',
      ageMinutes: random.int(5, 60 * 24 * 90),
      color: random.pick(colors),
      views: ['threeQuarter', ...pictureViews.filter((view) => view !== 'threeQuarter')].slice(
        0,
        pictureCount,
      ) as PictureView[],
    };
  });
}

/**
 * The models most listed in Egypt, each three or four years old with 35,000–75,000 km, at prices around
 * what such a car asks in 2026: enough cars alike that the demo market shows fair-price bands
 * (docs/decisions/140), most near the middle and a few far from it.
 */
const popularSegments = [
  { make: 'toyota', model: 'corolla', price: 1_150_000 },
  { make: 'hyundai', model: 'elantra', price: 1_000_000 },
  { make: 'hyundai', model: 'tucson', price: 1_700_000 },
  { make: 'kia', model: 'sportage', price: 1_600_000 },
  { make: 'nissan', model: 'sunny', price: 650_000 },
] as const;
const carsPerSegment = 14;
/** Price against the segment's: mostly within a tenth, the last two a good and a high price. */
const segmentSpread = (index: number, random: RandomSource) =>
  index === carsPerSegment - 2
    ? 0.78
    : index === carsPerSegment - 1
      ? 1.25
      : 0.9 + random.next() * 0.2;

export function demoPopularCars(
  random: RandomSource,
  dealers: readonly DemoDealer[],
  colors: readonly string[],
  thisYear = new Date().getFullYear(),
): DemoCar[] {
  return popularSegments.flatMap((segment) =>
    demoCars(random, dealers, carsPerSegment, colors, thisYear).map((car, index) => {
      const year = thisYear - 4 + random.int(0, 1);
      return {
        ...car,
        make: segment.make,
        model: segment.model,
        firstRegistration: year,
        mileage: roundTo(random.int(35_000, 75_000), 500),
        condition: 'usedCar',
        totalOwners: 1,
        fuelType: 'petrol',
        capacity: 1600,
        bodyStyle: bodyStyleOf(segment.model, random),
        // A year older costs about 8% less.
        price: roundTo(
          segment.price * (year === thisYear - 4 ? 0.92 : 1) * segmentSpread(index, random),
          5_000,
        ),
        status: 'active',
        description: random.pick(usedCarDescriptions),
      };
    }),
  );
}

const usedCarDescriptions = [...descriptions.en, ...descriptions.ar].filter(
  (text) => !text.startsWith('Brand new') && !text.startsWith('زيرو'),
);
