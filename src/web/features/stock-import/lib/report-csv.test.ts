import { describe, expect, it } from 'vitest';
import type { StockImportState } from '#shared/schemas/stock-import';
import { i18n, setLanguage } from '../../../lib/i18n';
import { refusalLines } from './problem-text';
import { csvText, inertCell, refusalReport, reportFileName } from './report-csv';

describe('the report of refused rows', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
    ['+20 100 123 4567', `'+20 100 123 4567`],
    ['-5', `'-5`],
    ['@SUM(A1:A9)', `'@SUM(A1:A9)`],
    ['\t=1+1', `'\t=1+1`],
    ['تويوتة', 'تويوتة'],
    ['N-1', 'N-1'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('makes %j inert as %j', (cell, inert) => {
    expect(inertCell(cell)).toBe(inert);
  });

  it('writes UTF-8 CSV with a byte order mark, CRLF lines and quoted fields', () => {
    expect(
      csvText([
        ['Row', 'Value'],
        ['2', 'فابريكا، صيانات "توكيل"'],
        ['3', 'a,b'],
        ['4', '=1+2'],
        ['5', 'two\nlines'],
      ]),
    ).toBe(
      '\uFEFFRow,Value\r\n' +
        '2,"فابريكا، صيانات ""توكيل"""\r\n' +
        '3,"a,b"\r\n' +
        "4,'=1+2\r\n" +
        '5,"two\nlines"\r\n',
    );
  });

  const state: StockImportState = {
    id: 'imp_1',
    dealerId: 'dlr_nile',
    fileName: 'مخزون.csv',
    status: 'checked',
    headers: ['رقم العربية', 'الماركة', 'السنة', 'السعر', 'الوصف'],
    mapping: ['stockNumber', 'make', 'firstRegistration', 'price', 'description'],
    counts: { rows: 3, add: 1, update: 0, unchanged: 0, refused: 2 },
    photosFetched: 0,
    photosFailed: 0,
    photoZip: null,
    refused: [
      {
        line: 4,
        stockNumber: '=cmd|calc',
        problems: [
          { field: 'make', reason: 'unknownMake', value: '-ترابانت' },
          { field: 'firstRegistration', reason: 'tooLarge', value: '2031', limit: 2027 },
        ],
      },
      {
        line: 7,
        stockNumber: null,
        problems: [{ field: null, reason: 'carLimit', value: '', limit: 5000 }],
      },
    ],
  };

  it('has a line per problem: row, stock number, column, value and reason, in English', () => {
    const t = i18n.getFixedT('en');
    const report = refusalReport(t, 'en', refusalLines(t, state));
    expect(report.split('\r\n')).toEqual([
      '\uFEFFRow,Stock number,Column,Value,Reason',
      "4,'=cmd|calc,الماركة,'-ترابانت,“-ترابانت” is not a make we know",
      '4,\'=cmd|calc,السنة,2031,"“2031” is above the highest allowed, 2027"',
      '7,,The whole row,,"Your dealership has reached its limit of 5,000 cars"',
      '',
    ]);
    expect(reportFileName(t, state.fileName)).toBe('مخزون-report.csv');
  });

  it('has Arabic headings and reasons on an Arabic page, without bidi marks', async () => {
    await setLanguage('ar');
    try {
      const t = i18n.getFixedT('ar');
      const report = refusalReport(t, 'ar', refusalLines(t, state));
      expect(report.split('\r\n')).toEqual([
        '\uFEFFالصف,رقم السيارة,العمود,القيمة,السبب',
        "4,'=cmd|calc,الماركة,'-ترابانت,«-ترابانت» ليست ماركة نعرفها",
        // The Arabic comma separates no field: only a Latin one is quoted.
        "4,'=cmd|calc,السنة,2031,«2031» أكبر من أعلى قيمة مسموحة، 2027",
        '7,,الصف كله,,"بلغ معرضك حده الأقصى، 5,000 سيارة"',
        '',
      ]);
      expect(report).not.toMatch(/[\u2066-\u2069]/);
      expect(reportFileName(t, 'stock.xlsx')).toBe('stock-تقرير.csv');
    } finally {
      await setLanguage('en');
    }
  });
});
