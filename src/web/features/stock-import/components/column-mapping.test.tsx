import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { stockFields, type ColumnMapping as Mapping } from '#shared/schemas/stock-import';
import { isolate } from '../../../components/ui/bidi';
import { setLanguage } from '../../../lib/i18n';
import { stockFieldList } from '../lib/stock-fields';
import { ColumnMapping } from './column-mapping';

const headers = ['رقم العربية في المعرض', 'الماركة', 'الموديل', 'سنة الصنع', 'السعر', '', 'اللون'];
const samples = [
  ['N-1', 'تويوتة', 'كورولا', '٢٠١٩', '٨٧٥ ألف', 'x', 'أبيض'],
  ['N-2', 'هونداي', 'إلنترا', '2021', '1.1 مليون', '', 'أسود'],
];
const guess: Mapping = ['stockNumber', 'make', 'model', 'firstRegistration', 'price', null, null];

function renderMapping(initial: Mapping = guess, onCheck = vi.fn()) {
  render(
    <MemoryRouter>
      <ColumnMapping
        fileName="stock.csv"
        headers={headers}
        samples={samples}
        initial={initial}
        checking={false}
        error={null}
        onCheck={onCheck}
      />
    </MemoryRouter>,
  );
  return onCheck;
}

const select = (column: string) =>
  screen.getByRole('combobox', { name: `Field of column ${isolate(column)}` }) as HTMLSelectElement;
const choose = (column: string, value: string) =>
  fireEvent.change(select(column), { target: { value } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check the rows' }));

describe('the column mapping', () => {
  it("lists the schema's fields, in its order", () => {
    expect(stockFieldList).toEqual(stockFields);
  });

  it('shows each column with its header, the guessed field and its first rows beneath', () => {
    renderMapping();
    const table = screen.getByRole('table', {
      name: "The sheet's columns, the field each one fills, and the first rows",
    });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'رقم العربية في المعرض',
      'الماركة',
      'الموديل',
      'سنة الصنع',
      'السعر',
      'Column 6',
      'اللون',
    ]);
    expect(select('الماركة').value).toBe('make');
    expect(select('سنة الصنع').value).toBe('firstRegistration');
    expect(select('اللون').value).toBe('');
    expect(within(select('اللون')).getByRole('option', { selected: true }).textContent).toBe(
      'Not imported',
    );
    // The needed fields say so; the fields are named as the car form names them.
    const options = within(select('الماركة'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Make (needed)');
    expect(options).toContain('Year of first registration (needed)');
    expect(options).toContain('Mileage (km)');
    expect(options).toContain('VIN (chassis number)');
    // The first rows, under their columns.
    const rows = within(table).getAllByRole('row').slice(2);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'تويوتة',
      'هونداي',
    ]);
    expect(
      screen.getByText(/Rows without a stock number or VIN are always added as new cars\./),
    ).toBeTruthy();
  });

  it('checks the mapping as chosen, a column left out', () => {
    const onCheck = renderMapping();
    choose('اللون', 'description');
    choose('اللون', '');
    choose('Column 6', 'mileage');
    check();
    expect(onCheck).toHaveBeenCalledWith([
      'stockNumber',
      'make',
      'model',
      'firstRegistration',
      'price',
      'mileage',
      null,
    ]);
  });

  it('names the column a field is chosen for twice, and checks nothing until one is changed', () => {
    const onCheck = renderMapping();
    choose('اللون', 'make');
    expect(screen.getByText(`Also chosen for column ${isolate('اللون')}`)).toBeTruthy();
    expect(screen.getByText(`Also chosen for column ${isolate('الماركة')}`)).toBeTruthy();
    expect(select('اللون').getAttribute('aria-invalid')).toBe('true');
    check();
    expect(onCheck).not.toHaveBeenCalled();
    choose('اللون', 'city');
    expect(screen.queryByText(/Also chosen/)).toBeNull();
    check();
    expect(onCheck).toHaveBeenCalledTimes(1);
  });

  it('asks for the columns of the make, model, year and price before checking', () => {
    const onCheck = renderMapping(['stockNumber', null, 'model', null, 'price', null, null]);
    check();
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose the columns that hold: Make, Year of first registration.',
    );
    expect(onCheck).not.toHaveBeenCalled();
  });

  it('reads in Arabic', async () => {
    await setLanguage('ar');
    try {
      renderMapping();
      expect(
        screen.getByRole('combobox', { name: `حقل العمود ${isolate('الماركة')}` }),
      ).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'طابق الأعمدة' })).toBeTruthy();
      expect(screen.getByRole('columnheader', { name: 'العمود 6' })).toBeTruthy();
      expect(screen.getAllByRole('option', { name: 'الماركة (مطلوب)' }).length).toBe(7);
    } finally {
      await setLanguage('en');
    }
  });
});
