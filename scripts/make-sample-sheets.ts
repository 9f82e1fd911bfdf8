// npm run samples: writes docs/samples/showroom-stock.xlsx and showroom-stock.csv, one showroom's
// stock sheet as dealers in Egypt keep it, for a dealer to try the import with (/my-cars/import)
// and for test/api/sample-sheets.test.ts, which imports both files and says what each row reads as.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';

/*
 * The sheet is written the way a showroom types it: Arabic headers, makes, models and places
 * spelt several ways and in both languages, amounts as Egyptians write them ("875.000", "٨٧٥
 * ألف", "1.5 مليون"), Arabic-Indic digits, notes, a colour column Arabeya does not list, an empty
 * photos column, an empty row, and one row whose price is "عند الاتصال" (on request), which the
 * import refuses. The workbook and the CSV hold the same cars: importing one after the other
 * leaves every car unchanged. A few headers differ between them, as they do between showrooms.
 */

const samplesDir = path.resolve(import.meta.dirname, '../docs/samples');

/** The columns, with the workbook's header and the CSV's where it words it otherwise. */
const columns: readonly { xlsx: string; csv?: string; width: number }[] = [
  { xlsx: 'رقم العربية في المعرض', width: 12 },
  { xlsx: 'الماركة', csv: 'الماركه', width: 14 },
  { xlsx: 'الموديل', width: 14 },
  { xlsx: 'سنة الصنع', width: 10 },
  { xlsx: 'السعر', width: 14 },
  { xlsx: 'الكيلومترات', csv: 'العداد', width: 13 },
  { xlsx: 'ناقل الحركة', csv: 'الفتيس', width: 12 },
  { xlsx: 'الوقود', width: 9 },
  { xlsx: 'الشكل', width: 11 },
  { xlsx: 'سعة المحرك', width: 10 },
  { xlsx: 'الحالة', width: 9 },
  { xlsx: 'المحافظة', width: 14 },
  { xlsx: 'اللون', width: 8 },
  { xlsx: 'رقم الشاسيه', width: 22 },
  { xlsx: 'ملاحظات', width: 36 },
  { xlsx: 'الصور', width: 10 },
];

/**
 * The rows, one a line, cells between bars in the columns' order. The blank line is the sheet's
 * empty row; S-131's price is the refused one.
 */
const table = `
S-101 | تويوتا | كورولا | 2019 | 875.000 | 80 الف كم | اوتوماتيك | بنزين | سيدان | 1600 | مستعمل | القاهرة | أبيض | JTDBR32E-5K0-123456 | فابريكا بالكامل، صيانات توكيل |
S-102 | تيوتا | كرولا | ٢٠٢١ | ١٫٠٥ مليون | ٤٥٠٠٠ | أوتوماتيك | بنزين | سيدان | ١٦٠٠ |  | مدينة نصر | فضي |  | مالك واحد |
S-103 | Toyota | Yaris | 2022 | 1,000,000 | 30000 | automatic | Petrol | Hatchback | 1.5 | Used | Giza | Red |  | One owner, agency serviced |
S-104 | تويوتة | فورتشنر | 2020 | 2.6 مليون | 95.000 | اتوماتيك | بنزين | جيب | 2700 | مستعمل | التجمع | أسود | MR0HA3CD 5L0 654321 | دفع رباعي، كاميرا خلفية |
S-105 | هيونداي | النترا | 2020 | ٨٥٠ ألف | ٦٠ ألف | اوتوماتيك | بنزين | سيدان | 1600 | مستعمل | اسكندرية | رمادي |  | دهان الشنطة |
S-106 | هونداي | توسان | 2021 | 1.5 مليون | 70000 كم | أوتوماتيك | بنزين | SUV | 2000 |  | 6 اكتوبر | أزرق | kmhj381abmu098765 | فتحة سقف |
S-107 | Hyundai | Accent | 2018 | EGP 520,000 | 110,000 | Automatic | Petrol | Sedan | 1.6 | Used | Cairo | White |  |  |
S-108 | هيونداى | كريتا | ٢٠٢٣ | 1.250.000 | ٢٥ ألف | اوتوماتيك | بنزين | كروس اوفر | 1500 | مستعمل | الجيزة | أحمر |  | ضمان الوكيل ساري |
S-109 | كيا | سيراتو | 2020 | ٩٠٠٬٠٠٠ | 55000 | اوتوماتيك | بنزين | سيدان | 1600 | مستعمل | المنصورة | أبيض |  |  |
S-110 | KIA | Sportage | 2022 | 1.65 مليون | 40.000 | automatic | petrol | suv | 1600 | used | Alex | Grey | U5YPU81ABNL112233 | Panorama roof |
S-111 | كيا | بيكانتو | 2021 | 580 الف | 35 الف | مانيوال | بنزين | هاتشباك | 1200 | مستعمل | طنطا | أصفر |  |  |
S-112 | نيسان | صني | 2021 | 620000 | 50000 | اوتوماتيك | بنزين | سيدان | 1500 | مستعمل | الدقهلية | بيج |  | حالة الزيرو |
S-113 | نيصان | قشقاي | 2020 | 1.15 مليون | ٧٥٠٠٠ | CVT | بنزين | كروس | 2000 |  | الشيخ زايد | أسود |  |  |
S-114 | شيفروليه | اوبترا | 2019 | 520 ألف | 90 ألف كم | اوتوماتيك | بنزين | سيدان | 1500 | مستعمل | القاهره | فضي |  | رخصة 3 سنين |
S-115 | شفروليه | أفيو | 2018 | 430.000 | 100.000 | مانيوال | بنزين | سيدان | 1500 | مستعمل | الزقازيق | أحمر |  |  |

S-116 | Chevrolet | Lanos | 2014 | 260000 | 180000 | عادي | بنزين | صالون | 1500 | مستعمل | شبرا الخيمة | أبيض |  | بحالة جيدة |
S-117 | ام جي | ZS | ٢٠٢٣ | 1,050,000 | 20000 | اوتوماتيك | بنزين | كروس اوفر | 1500 | مستعمل | مصر الجديدة | أحمر |  |  |
S-118 | شيري | تيجو 7 | 2024 | 1.35 مليون | 15000 | اوتوماتيك | بنزين | SUV | 1500 | مستعمل | العبور | أبيض | LVVDB21B6RD445566 | كسر زيرو |
S-119 | رينو | لوجان | 2019 | 450 الف | 85000 | مانيوال | بنزين | سيدان | 1600 | مستعمل | البحيرة | أزرق |  |  |
S-120 | سكودا | اوكتافيا | 2021 | 1,350,000 | 50000 | DSG | بنزين | سيدان | 1400 | مستعمل | مدينة نصر | أسود |  | صيانات توكيل |
S-121 | بيجو | 3008 | 2021 | 1.7 مليون | 60000 | اوتوماتيك | بنزين | SUV | 1600 | مستعمل | التجمع الخامس | رمادي |  |  |
S-122 | فيات | تيبو | 2020 | 620 ألف | ٧٠ ألف | مانيوال | بنزين | سيدان | 1600 | مستعمل | بنها | أبيض |  |  |
S-123 | بي ام دبليو | 3 Series | 2019 | 2.3 مليون | 65000 | اوتوماتيك | بنزين | سيدان | 2000 | مستعمل | المعادي | أسود | WBA5R1C50KA778899 | 320i M Sport |
S-124 | مرسيدس | C-Class | 2018 | 2,400,000 | 80000 | اوتوماتيك | بنزين | سيدان | 2000 | مستعمل | الشيخ زايد | فضي |  | C200 AMG |
S-125 | هافال | جوليون | ٢٠٢٦ | 1.4 مليون | 0 | اوتوماتيك | بنزين | كروس اوفر | 1500 | زيرو | القاهرة | أبيض |  | زيرو بضمان الوكيل |
S-126 | سوزوكي | سويفت | 2021 | 620000 جنيه | 40000 | اوتوماتيك | بنزين | هاتش باك | 1200 | مستعمل | بورسعيد | أحمر |  |  |
S-127 | بي واي دي | F3 | 2020 | 470 ألف | 95000 | مانيوال | بنزين | سيدان | 1500 | مستعمل | الإسماعيلية | فضي |  |  |
S-128 | تويوتا | كورولا كروس | 2023 | 1.9 مليون | 20000 | اوتوماتيك | هايبرد | كروس اوفر |  | مستعمل | القاهرة | أبيض |  | هايبرد، استهلاك قليل |
S-129 | ميتسوبيشي | لانسر | 2016 | 480.000 | 130.000 | اوتوماتيك | بنزين | سيدان | 1600 | مستعمل | أسيوط | أبيض |  |  |
S-130 | نيسان | سنترا | 2026 | 1.35 مليون |  | CVT | بنزين | سيدان | 1600 | جديد |  | رمادي |  | وصلت المعرض |
S-131 | هيونداي | فيرنا | 2017 | عند الاتصال | 120000 | مانيوال | بنزين | سيدان | 1600 | مستعمل | قنا | أبيض |  |  |
`;

/** The rows as cells; an empty row has none. */
export function sampleRows(): string[][] {
  return table
    .slice(1, -1)
    .split('\n')
    .map((line) => (line.trim() === '' ? [] : line.split('|').map((cell) => cell.trim())));
}

/** The workbook as Excel saves it: right to left, the header row frozen, bold and filtered. */
async function workbook(rows: readonly string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  // Fixed, so that making the files again changes only what the table changed.
  book.created = book.modified = new Date('2026-11-01T09:00:00Z');
  book.creator = 'Nile Motors';
  const sheet = book.addWorksheet('المخزون', {
    views: [{ rightToLeft: true, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column) => ({ header: column.xlsx, width: column.width }));
  const header = sheet.getRow(1);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2E8F0' } };
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  rows.forEach((cells, index) => {
    const row = sheet.getRow(index + 2);
    // What a dealer types as a plain number Excel keeps as one; the rest stays text as typed
    // ("875.000" typed in Excel would become 875, so showrooms type it as text).
    row.values = cells.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell));
  });
  sheet.getColumn(5).numFmt = '#,##0';
  sheet.getColumn(6).numFmt = '#,##0';
  return Buffer.from(await book.xlsx.writeBuffer());
}

/**
 * The CSV in UTF-8 with a byte order mark, as Excel's "CSV UTF-8" saves it: Excel opens it with
 * its Arabic readable, and, unlike Windows-1256 (what "CSV (Comma delimited)" saves on Arabic
 * Windows), it can hold the Arabic-Indic digits the sheet is written with.
 */
function csv(rows: readonly string[][]): Buffer {
  const headers = columns.map((column) => column.csv ?? column.xlsx);
  const cells = rows.map((row) => (row.length === 0 ? headers.map(() => '') : row));
  return Buffer.from(`\uFEFF${stringify([headers, ...cells], { record_delimiter: '\r\n' })}`);
}

export const sampleFiles = {
  xlsx: path.join(samplesDir, 'showroom-stock.xlsx'),
  csv: path.join(samplesDir, 'showroom-stock.csv'),
};

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  await mkdir(samplesDir, { recursive: true });
  const rows = sampleRows();
  await writeFile(sampleFiles.xlsx, await workbook(rows));
  await writeFile(sampleFiles.csv, csv(rows));
  for (const file of Object.values(sampleFiles)) {
    console.log(`Wrote ${path.relative(process.cwd(), file)}`);
  }
}
