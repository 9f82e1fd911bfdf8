import type { Named } from './types';

/**
 * The 33 Egyptian cities and areas a listing can be in: the governorate capitals where car
 * dealers are, plus the Greater Cairo districts and new cities with big car markets.
 * Keys are stable: never rename one, listings store them.
 */
export const cities: readonly Named[] = [
  // Greater Cairo
  { key: 'cairo', en: 'Cairo', ar: 'القاهرة' },
  { key: 'giza', en: 'Giza', ar: 'الجيزة' },
  { key: 'newCairo', en: 'New Cairo', ar: 'القاهرة الجديدة' },
  { key: 'nasrCity', en: 'Nasr City', ar: 'مدينة نصر' },
  { key: 'heliopolis', en: 'Heliopolis', ar: 'مصر الجديدة' },
  { key: 'maadi', en: 'Maadi', ar: 'المعادي' },
  { key: 'sixthOfOctober', en: '6th of October', ar: 'السادس من أكتوبر' },
  { key: 'sheikhZayed', en: 'Sheikh Zayed', ar: 'الشيخ زايد' },
  { key: 'shubraElKheima', en: 'Shubra El Kheima', ar: 'شبرا الخيمة' },
  { key: 'obour', en: 'Obour', ar: 'العبور' },
  // Alexandria and the Delta
  { key: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية' },
  { key: 'damanhour', en: 'Damanhour', ar: 'دمنهور' },
  { key: 'mansoura', en: 'Mansoura', ar: 'المنصورة' },
  { key: 'tanta', en: 'Tanta', ar: 'طنطا' },
  { key: 'zagazig', en: 'Zagazig', ar: 'الزقازيق' },
  { key: 'kafrElSheikh', en: 'Kafr El Sheikh', ar: 'كفر الشيخ' },
  { key: 'banha', en: 'Banha', ar: 'بنها' },
  { key: 'shibinElKom', en: 'Shibin El Kom', ar: 'شبين الكوم' },
  { key: 'damietta', en: 'Damietta', ar: 'دمياط' },
  // Canal cities
  { key: 'portSaid', en: 'Port Said', ar: 'بورسعيد' },
  { key: 'ismailia', en: 'Ismailia', ar: 'الإسماعيلية' },
  { key: 'suez', en: 'Suez', ar: 'السويس' },
  // Upper Egypt
  { key: 'faiyum', en: 'Faiyum', ar: 'الفيوم' },
  { key: 'beniSuef', en: 'Beni Suef', ar: 'بني سويف' },
  { key: 'minya', en: 'Minya', ar: 'المنيا' },
  { key: 'asyut', en: 'Asyut', ar: 'أسيوط' },
  { key: 'sohag', en: 'Sohag', ar: 'سوهاج' },
  { key: 'qena', en: 'Qena', ar: 'قنا' },
  { key: 'luxor', en: 'Luxor', ar: 'الأقصر' },
  { key: 'aswan', en: 'Aswan', ar: 'أسوان' },
  // Red Sea, Sinai and the North Coast
  { key: 'hurghada', en: 'Hurghada', ar: 'الغردقة' },
  { key: 'sharmElSheikh', en: 'Sharm El Sheikh', ar: 'شرم الشيخ' },
  { key: 'marsaMatrouh', en: 'Marsa Matrouh', ar: 'مرسى مطروح' },
];
