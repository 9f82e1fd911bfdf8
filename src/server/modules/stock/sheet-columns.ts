import { foldTerm } from '#shared/rules/names';
import { latinDigits } from '#shared/rules/numbers';
import type { ColumnMapping, StockField } from '#shared/schemas/stock-import';

/*
 * Which field each column of a dealer's sheet holds, guessed from its header as dealers write
 * them in English or Arabic. The dealer confirms or corrects the guess; a confirmed mapping is
 * remembered by its headers for the dealership's next file.
 */

/** Headers by field, compared folded (case, Arabic letter forms, article, punctuation). */
const headersByField: Record<StockField, readonly string[]> = {
  carId: ['arabeya id', 'arabeya car id', 'رقم عربية', 'رقم الاعلان على عربية', 'رقم الإعلان'],
  stockNumber: [
    'stock number',
    'stock no',
    'stock #',
    'stock',
    'stock id',
    'sku',
    'ref',
    'reference',
    'code',
    'car code',
    'رقم العربية في المعرض',
    'رقم العربية',
    'رقم السيارة في المعرض',
    'رقم السيارة',
    'رقم المخزون',
    'كود',
    'الكود',
    'كود السيارة',
    'كود العربية',
  ],
  vin: [
    'vin',
    'chassis',
    'chassis number',
    'chassis no',
    'رقم الشاسيه',
    'الشاسيه',
    'شاسيه',
    'رقم الشاسي',
    'رقم الهيكل',
  ],
  make: [
    'make',
    'brand',
    'manufacturer',
    'الماركة',
    'ماركة',
    'النوع',
    'الشركة',
    'الصانع',
    'الماركه',
  ],
  model: ['model', 'الموديل', 'موديل', 'الطراز', 'اسم الموديل', 'model name'],
  firstRegistration: [
    'year',
    'model year',
    'سنة الصنع',
    'سنة',
    'السنة',
    'سنة الموديل',
    'year of manufacture',
    'registration year',
    'first registration',
    'manufacture year',
  ],
  price: [
    'price',
    'السعر',
    'سعر',
    'الثمن',
    'price egp',
    'السعر بالجنيه',
    'المطلوب',
    'سعر البيع',
    'asking price',
  ],
  mileage: [
    'mileage',
    'km',
    'kms',
    'kilometers',
    'kilometres',
    'odometer',
    'الكيلومترات',
    'كيلومترات',
    'العداد',
    'كم',
    'عداد الكيلومترات',
  ],
  condition: [
    'condition',
    'new used',
    'new or used',
    'الحالة',
    'حالة السيارة',
    'جديد مستعمل',
    'جديدة مستعملة',
  ],
  transmission: [
    'transmission',
    'gearbox',
    'gear',
    'ناقل الحركة',
    'الفتيس',
    'فتيس',
    'القير',
    'الجير',
    'نوع الفتيس',
  ],
  fuelType: ['fuel', 'fuel type', 'الوقود', 'نوع الوقود', 'الموتور بنزين ولا سولار'],
  bodyStyle: [
    'body',
    'body style',
    'body type',
    'الشكل',
    'شكل السيارة',
    'نوع الهيكل',
    'نوع الجسم',
    'الفئة',
  ],
  city: [
    'city',
    'location',
    'governorate',
    'area',
    'المدينة',
    'المحافظة',
    'المكان',
    'المنطقة',
    'الفرع',
  ],
  capacity: [
    'engine',
    'engine size',
    'cc',
    'capacity',
    'engine cc',
    'سعة المحرك',
    'المحرك',
    'سي سي',
    'الموتور',
    'سعة الموتور',
  ],
  totalOwners: ['owners', 'number of owners', 'عدد الملاك', 'الملاك', 'ملاك', 'يد'],
  description: ['description', 'notes', 'details', 'الوصف', 'ملاحظات', 'التفاصيل', 'وصف'],
  photos: [
    'photos',
    'pictures',
    'images',
    'photo urls',
    'image urls',
    'الصور',
    'صور',
    'روابط الصور',
    'لينكات الصور',
  ],
};

const fieldByHeader = new Map<string, StockField>(
  Object.entries(headersByField).flatMap(([field, headers]) =>
    headers.map((header) => [foldTerm(header), field as StockField] as const),
  ),
);

/** A header as compared: folded, so "Price (EGP)" and "price egp" are one header. */
export const headerKey = (header: string) => foldTerm(header);

/** "الموديل" names the model year as often as the model: the column's values tell which. */
const looksLikeYears = (values: readonly string[]) => {
  const written = values.map((value) => latinDigits(value).trim()).filter((value) => value !== '');
  return written.length > 0 && written.every((value) => /^(19|20)\d\d$/.test(value));
};

/**
 * Each column's field: the dealership's remembered choice for that header first, else the
 * header's usual meaning; a field goes to its first column only. `samples` are the first rows,
 * by column, to tell a model column from a year column written the same way.
 */
export function guessColumns(
  headers: readonly string[],
  samples: readonly (readonly string[])[],
  remembered: ReadonlyMap<string, StockField | null> = new Map(),
): ColumnMapping {
  const taken = new Set<StockField>();
  return headers.map((header, column) => {
    const key = headerKey(header);
    let field = remembered.has(key)
      ? (remembered.get(key) ?? null)
      : (fieldByHeader.get(key) ?? null);
    if (field === 'model' && !remembered.has(key)) {
      const values = samples.map((row) => row[column] ?? '');
      if (looksLikeYears(values)) field = 'firstRegistration';
    }
    if (field === null || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
}

/** The mapping to remember: each header's chosen field (null: not imported). */
export const mappingToRemember = (
  headers: readonly string[],
  mapping: ColumnMapping,
): Record<string, StockField | null> =>
  Object.fromEntries(
    headers
      .map((header, column) => [headerKey(header), mapping[column] ?? null] as const)
      .filter(([key]) => key !== ''),
  );
