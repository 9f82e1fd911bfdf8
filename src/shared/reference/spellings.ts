/*
 * Other ways people in Egypt write the names the reference lists hold: colloquial words, common
 * misspellings and transliterations, beside each entry's own key, English and Arabic names
 * (which are always recognised). Keyed by the entries' stable keys. Written folded or not: every
 * spelling is folded before comparing (rules/term-reading.ts), so one spelling per sound is
 * enough ("تويوتة" covers "تويوته").
 */

/** Makes, by key. */
export const makeSpellings: Readonly<Record<string, readonly string[]>> = {
  toyota: ['تويوتة', 'تيوتا', 'toyta'],
  hyundai: ['هونداي', 'هيونداى', 'هيوندا', 'هيونداي', 'hundai', 'hyundia'],
  kia: ['كيه', 'كيا موتورز'],
  nissan: ['نيسان', 'نيصان'],
  chevrolet: ['شيفرولية', 'شيفروليه', 'شفروليه', 'شيفورليه', 'chevy', 'chevrolette'],
  mitsubishi: ['ميتسوبيشى', 'متسوبيشي', 'mitsu'],
  suzuki: ['سوزوكى'],
  renault: ['رينو', 'رنو'],
  peugeot: ['بيجو', 'بيچو', 'pejo'],
  fiat: ['فيات'],
  skoda: ['اسكودا', 'سكودا'],
  seat: ['سيات'],
  volkswagen: ['فولكس', 'فولكس فاجن', 'فولكسفاجن', 'vw', 'volks'],
  opel: ['اوبل'],
  bmw: ['بي ام', 'بى ام دبليو', 'بي ام دبليو', 'بيم'],
  mercedesBenz: ['مرسيدس', 'مرسيدس بنز', 'مرسيدس-بنز', 'mercedes', 'benz', 'مارسيدس'],
  audi: ['اودي', 'أودى'],
  mg: ['ام جي', 'إم جي', 'ام جى'],
  chery: ['شيري', 'شيرى', 'cherry'],
  geely: ['جيلي', 'جيلى'],
  byd: ['بي واي دي', 'بى واى دى'],
  jetour: ['جيتور'],
  haval: ['هافال'],
  changan: ['شانجان', 'شان جان'],
  proton: ['بروتون'],
  dongfeng: ['دونج فينج', 'دونغ فينغ'],
  lada: ['لادا'],
  citroen: ['ستروين', 'سيتروين', 'citroën'],
  honda: ['هوندا'],
  mazda: ['مازدا'],
  subaru: ['سوبارو'],
  jeep: ['جيب'],
  ford: ['فورد'],
  landRover: ['لاند روفر', 'رنج روفر', 'range rover'],
  porsche: ['بورش', 'بورشه'],
  volvo: ['فولفو'],
  lexus: ['لكزس'],
  jaguar: ['جاجوار', 'جاكوار'],
  mini: ['ميني كوبر', 'mini cooper'],
  daewoo: ['دايو', 'دايوو'],
};

/** Models, by make key and model key. */
export const modelSpellings: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> =
  {
    toyota: { corolla: ['كرولا', 'كورلا', 'corola'], landCruiser: ['لاندكروزر'] },
    hyundai: {
      elantra: ['النترا', 'إلنترا', 'الانترا', 'النترة'],
      accent: ['اكسنت', 'أكسينت', 'اكسينت'],
      tucson: ['توسان', 'توسون'],
    },
    chevrolet: { aveo: ['افيو'], optra: ['اوبترا'], lanos: ['لانوس'] },
    nissan: { sunny: ['صني', 'سني'] },
    kia: { cerato: ['سيراتو'], sportage: ['سبورتاج'] },
    mitsubishi: { lancer: ['لانسر'] },
    mercedesBenz: {
      aClass: ['ايه كلاس', 'a class'],
      cClass: ['سي كلاس', 'سى كلاس'],
      eClass: ['اي كلاس', 'إي كلاس'],
      sClass: ['اس كلاس', 'إس كلاس'],
      gClass: ['جي كلاس', 'جى كلاس'],
    },
    fiat: { tipo: ['تيبو'] },
  };

/** Cities, by key (a governorate's name is read as its capital: rules/term-reading.ts). */
export const citySpellings: Readonly<Record<string, readonly string[]>> = {
  cairo: ['مصر', 'القاهره'],
  alexandria: ['اسكندرية', 'إسكندرية', 'الاسكندريه', 'alex', 'alexandria city'],
  sixthOfOctober: ['6 اكتوبر', '٦ أكتوبر', 'اكتوبر', 'october', '6th october', '6 october'],
  sheikhZayed: ['زايد', 'الشيخ زايد', 'zayed'],
  nasrCity: ['مدينة نصر', 'nasr'],
  newCairo: ['التجمع', 'التجمع الخامس', 'fifth settlement', 'tagamoa'],
  heliopolis: ['مصر الجديده'],
  portSaid: ['بور سعيد', 'port said'],
  shibinElKom: ['شبين'],
  sharmElSheikh: ['شرم'],
  marsaMatrouh: ['مطروح'],
  kafrElSheikh: ['كفر الشيخ'],
  shubraElKheima: ['شبرا', 'shubra'],
};

/** Fuel types, by key. */
export const fuelSpellings: Readonly<Record<string, readonly string[]>> = {
  petrol: ['بنزين', 'gasoline', 'petrol', 'gas', 'بنزبن'],
  diesel: ['ديزل', 'سولار', 'جاز'],
  hybrid: ['هايبرد', 'هجين', 'هايبريد'],
  electric: ['كهربا', 'كهربائي', 'كهربائية', 'ev'],
  naturalGas: ['غاز', 'غاز طبيعي', 'cng', 'natural gas'],
};

/** Transmissions, by key. */
export const transmissionSpellings: Readonly<Record<string, readonly string[]>> = {
  automatic: ['اوتوماتيك', 'أوتوماتيكي', 'اتوماتيك', 'automatic', 'auto', 'at', 'اوتو'],
  manual: ['مانيوال', 'مانوال', 'عادي', 'يدوي', 'manual', 'mt', 'stick'],
  cvt: ['سي في تي'],
  dct: ['دبل كلتش', 'dsg', 'dual clutch'],
};

/** Body styles, by key. */
export const bodyStyleSpellings: Readonly<Record<string, readonly string[]>> = {
  sedan: ['سيدان', 'صالون', 'ملاكي'],
  hatchback: ['هاتشباك', 'هاتش باك', 'hatch'],
  suv: ['جيب', 'اس يو في', '4x4', 'دفع رباعي'],
  crossover: ['كروس اوفر', 'كروس'],
  coupe: ['كوبيه', 'كوبي'],
  convertible: ['مكشوفة', 'كابريو', 'cabriolet'],
  pickup: ['نص نقل', 'نصف نقل', 'بيك اب', 'pick up', 'pick-up', 'دبل كابينة'],
  van: ['فان', 'ميكروباص'],
  minivan: ['ميني فان', 'mpv'],
  stationWagon: ['ستيشن', 'ستيشن واجن', 'estate', 'wagon'],
};

/** Conditions, by key. */
export const conditionSpellings: Readonly<Record<string, readonly string[]>> = {
  usedCar: ['مستعمل', 'مستعملة', 'used', 'مستعمله'],
  new: ['جديد', 'جديدة', 'زيرو', 'زيرو كيلو', 'zero', 'brand new', '0 km'],
};
