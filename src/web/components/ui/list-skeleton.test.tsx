import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListSkeleton } from './list-skeleton';

describe('ListSkeleton', () => {
  it('is a status named by what loads, a card a row, its lines hidden from screen readers', () => {
    render(<ListSkeleton label="Loading your cars…" rows={3} lines={['h-5', 'h-4']} />);
    const list = screen.getByRole('status', { name: 'Loading your cars…' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]?.className).toContain('space-y-2.5');
    expect(rows[0]?.className).toContain('p-4 sm:p-5');
    expect(rows[0]?.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });

  it('puts the picture beside the lines, with the padding of the rows it stands for', () => {
    render(
      <ListSkeleton
        label="Loading your leads…"
        rows={1}
        media="size-10"
        lines={['h-5', 'h-4', 'h-4']}
        spacing="p-3"
      />,
    );
    const [row] = screen.getAllByRole('listitem');
    expect(row?.className).toContain('flex gap-3');
    expect(row?.className).toContain('p-3');
    expect(row?.firstElementChild?.className).toContain('size-10');
    expect(row?.lastElementChild?.children).toHaveLength(3);
  });
});
