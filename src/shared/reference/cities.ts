import type { Named } from './types';

/**
 * Egypt's governorates that have listing cities, largest markets first. A governorate whose
 * capital shares its name (Cairo, Giza, Alexandria…) has the same key as that city.
 */
export const governorates: readonly Named[] = [
  { key: 'cairo', en: 'Cairo', ar: 'القاهرة' },
  { key: 'giza', en: 'Giza', ar: 'الجيزة' },
  { key: 'qalyubia', en: 'Qalyubia', ar: 'القليوبية' },
  { key: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية' },
  { key: 'beheira', en: 'Beheira', ar: 'البحيرة' },
  { key: 'dakahlia', en: 'Dakahlia', ar: 'الدقهلية' },
  { key: 'gharbia', en: 'Gharbia', ar: 'الغربية' },
  { key: 'sharqia', en: 'Sharqia', ar: 'الشرقية' },
  { key: 'kafrElSheikh', en: 'Kafr El Sheikh', ar: 'كفر الشيخ' },
  { key: 'monufia', en: 'Monufia', ar: 'المنوفية' },
  { key: 'damietta', en: 'Damietta', ar: 'دمياط' },
  { key: 'portSaid', en: 'Port Said', ar: 'بورسعيد' },
  { key: 'ismailia', en: 'Ismailia', ar: 'الإسماعيلية' },
  { key: 'suez', en: 'Suez', ar: 'السويس' },
  { key: 'faiyum', en: 'Faiyum', ar: 'الفيوم' },
  { key: 'beniSuef', en: 'Beni Suef', ar: 'بني سويف' },
  { key: 'minya', en: 'Minya', ar: 'المنيا' },
  { key: 'asyut', en: 'Asyut', ar: 'أسيوط' },
  { key: 'sohag', en: 'Sohag', ar: 'سوهاج' },
  { key: 'qena', en: 'Qena', ar: 'قنا' },
  { key: 'luxor', en: 'Luxor', ar: 'الأقصر' },
  { key: 'aswan', en: 'Aswan', ar: 'أسوان' },
  { key: 'redSea', en: 'Red Sea', ar: 'البحر الأحمر' },
  { key: 'southSinai', en: 'South Sinai', ar: 'جنوب سيناء' },
  { key: 'matrouh', en: 'Matrouh', ar: 'مطروح' },
];

/** The separator of several places in one search (Latin or Arabic comma). */
export const placeSeparator = /[,،]/;

/** A listing city and the governorate it belongs to. */
export interface City extends Named {
  readonly governorate: string;
}

/**
 * The 33 Egyptian cities and areas a listing can be in: the governorate capitals where car
 * dealers are, plus the Greater Cairo districts and new cities with big car markets, each
 * under its governorate.
 * Keys are stable: never rename one, listings store them.
 */
export const cities: readonly City[] = [
  // Greater Cairo
  { key: 'cairo', en: 'Cairo', ar: 'القاهرة', governorate: 'cairo' },
  { key: 'giza', en: 'Giza', ar: 'الجيزة', governorate: 'giza' },
  { key: 'newCairo', en: 'New Cairo', ar: 'القاهرة الجديدة', governorate: 'cairo' },
  { key: 'nasrCity', en: 'Nasr City', ar: 'مدينة نصر', governorate: 'cairo' },
  { key: 'heliopolis', en: 'Heliopolis', ar: 'مصر الجديدة', governorate: 'cairo' },
  { key: 'maadi', en: 'Maadi', ar: 'المعادي', governorate: 'cairo' },
  { key: 'sixthOfOctober', en: '6th of October', ar: 'السادس من أكتوبر', governorate: 'giza' },
  { key: 'sheikhZayed', en: 'Sheikh Zayed', ar: 'الشيخ زايد', governorate: 'giza' },
  { key: 'shubraElKheima', en: 'Shubra El Kheima', ar: 'شبرا الخيمة', governorate: 'qalyubia' },
  { key: 'obour', en: 'Obour', ar: 'العبور', governorate: 'qalyubia' },
  // Alexandria and the Delta
  { key: 'alexandria', en: 'Alexandria', ar: 'الإسكندرية', governorate: 'alexandria' },
  { key: 'damanhour', en: 'Damanhour', ar: 'دمنهور', governorate: 'beheira' },
  { key: 'mansoura', en: 'Mansoura', ar: 'المنصورة', governorate: 'dakahlia' },
  { key: 'tanta', en: 'Tanta', ar: 'طنطا', governorate: 'gharbia' },
  { key: 'zagazig', en: 'Zagazig', ar: 'الزقازيق', governorate: 'sharqia' },
  { key: 'kafrElSheikh', en: 'Kafr El Sheikh', ar: 'كفر الشيخ', governorate: 'kafrElSheikh' },
  { key: 'banha', en: 'Banha', ar: 'بنها', governorate: 'qalyubia' },
  { key: 'shibinElKom', en: 'Shibin El Kom', ar: 'شبين الكوم', governorate: 'monufia' },
  { key: 'damietta', en: 'Damietta', ar: 'دمياط', governorate: 'damietta' },
  // Canal cities
  { key: 'portSaid', en: 'Port Said', ar: 'بورسعيد', governorate: 'portSaid' },
  { key: 'ismailia', en: 'Ismailia', ar: 'الإسماعيلية', governorate: 'ismailia' },
  { key: 'suez', en: 'Suez', ar: 'السويس', governorate: 'suez' },
  // Upper Egypt
  { key: 'faiyum', en: 'Faiyum', ar: 'الفيوم', governorate: 'faiyum' },
  { key: 'beniSuef', en: 'Beni Suef', ar: 'بني سويف', governorate: 'beniSuef' },
  { key: 'minya', en: 'Minya', ar: 'المنيا', governorate: 'minya' },
  { key: 'asyut', en: 'Asyut', ar: 'أسيوط', governorate: 'asyut' },
  { key: 'sohag', en: 'Sohag', ar: 'سوهاج', governorate: 'sohag' },
  { key: 'qena', en: 'Qena', ar: 'قنا', governorate: 'qena' },
  { key: 'luxor', en: 'Luxor', ar: 'الأقصر', governorate: 'luxor' },
  { key: 'aswan', en: 'Aswan', ar: 'أسوان', governorate: 'aswan' },
  // Red Sea, Sinai and the North Coast
  { key: 'hurghada', en: 'Hurghada', ar: 'الغردقة', governorate: 'redSea' },
  { key: 'sharmElSheikh', en: 'Sharm El Sheikh', ar: 'شرم الشيخ', governorate: 'southSinai' },
  { key: 'marsaMatrouh', en: 'Marsa Matrouh', ar: 'مرسى مطروح', governorate: 'matrouh' },
];

/** Each listing city's governorate, by city key. */
export const governorateOfCity: ReadonlyMap<string, string> = new Map(
  cities.map((city) => [city.key, city.governorate]),
);

/** The listing cities of a governorate: what a governorate stands for in a search. */
export const citiesOfGovernorate = (governorate: string): string[] =>
  cities.filter((city) => city.governorate === governorate).map((city) => city.key);
