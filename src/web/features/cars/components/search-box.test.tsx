import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { carSuggestResponseSchema, type Suggestion } from '#shared/schemas/car';
import { setLanguage } from '../../../lib/i18n';
import { QueryWrapper, deferred, jsonResponse } from '../../../testing/test-utils';
import { SearchBox } from './search-box';

const suggestions: Suggestion[] = [
  { kind: 'model', label: 'Toyota Corolla', criteria: 'make=toyota&model=corolla', count: 12 },
  { kind: 'make', label: 'Toyota', criteria: 'make=toyota', count: 40 },
  { kind: 'place', label: 'Toyota in Cairo', criteria: 'make=toyota&city=cairo', count: 2 },
  { kind: 'dealer', label: 'Toyota Egypt Motors', criteria: 'dealer=dlr_1', count: 1 },
];

/** The suggest calls received, each with the text asked and whether it was given up. */
function fakeSuggest(answer: (q: string) => Promise<Response> | Response) {
  const calls: { q: string; lang: string; signal: AbortSignal | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/car/suggest') throw new Error(`Unexpected ${url.pathname}`);
      const q = url.searchParams.get('q') ?? '';
      calls.push({ q, lang: url.searchParams.get('lang') ?? '', signal: init.signal ?? undefined });
      return answer(q);
    }),
  );
  return calls;
}

const answerWith = (list: Suggestion[]) => () =>
  jsonResponse(carSuggestResponseSchema, { suggestions: list });

/** The box in a form, as the home page and the listings have it. */
function renderBox() {
  const chosen: Suggestion[] = [];
  const searched: string[] = [];
  function Harness() {
    const [text, setText] = useState('');
    return (
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          searched.push(text);
        }}
      >
        <SearchBox
          label="Make, model, place or budget"
          placeholder="e.g. Toyota Cairo under 1 million"
          value={text}
          onValueChange={setText}
          onChoose={(suggestion) => chosen.push(suggestion)}
        />
      </form>
    );
  }
  render(
    <QueryWrapper>
      <Harness />
    </QueryWrapper>,
  );
  const box = screen.getByRole('combobox', { name: 'Make, model, place or budget' });
  return { box, chosen, searched };
}

const type = (box: HTMLElement, text: string) => {
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
};
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');
const press = (box: HTMLElement, key: string) => fireEvent.keyDown(box, { key });
const activeOption = (box: HTMLElement) => {
  const id = box.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('the search box', () => {
  it('is a combobox that controls a list box, closed while nothing is typed', () => {
    fakeSuggest(answerWith(suggestions));
    const { box } = renderBox();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.getAttribute('aria-label')).toBe('Suggestions');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('asks once typing pauses, and shows each suggestion with its kind and count', async () => {
    const calls = fakeSuggest(answerWith(suggestions));
    const { box } = renderBox();
    type(box, 't');
    type(box, 'to');
    type(box, 'toy');
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(calls.map(({ q, lang }) => [q, lang])).toEqual([['toy', 'en']]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((option) => option.textContent)).toEqual([
      'Toyota CorollaModel12 cars',
      'ToyotaMake40 cars',
      'Toyota in CairoPlace2 cars',
      'Toyota Egypt MotorsDealer1 car',
    ]);
    expect(screen.getByRole('status').textContent).toBe(
      '4 suggestions, use the up and down arrows to choose',
    );
  });

  it('moves with Up, Down, Home and End, and chooses with Enter instead of searching', async () => {
    fakeSuggest(answerWith(suggestions));
    const { box, chosen, searched } = renderBox();
    type(box, 'toyota');
    await waitFor(() => expect(options()).toHaveLength(4));
    press(box, 'ArrowDown');
    expect(activeOption(box)).toMatch(/^Toyota Corolla/);
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    press(box, 'ArrowDown');
    expect(activeOption(box)).toMatch(/^ToyotaMake/);
    press(box, 'End');
    expect(activeOption(box)).toMatch(/^Toyota Egypt Motors/);
    press(box, 'ArrowDown');
    expect(activeOption(box)).toMatch(/^Toyota Corolla/);
    press(box, 'ArrowUp');
    expect(activeOption(box)).toMatch(/^Toyota Egypt Motors/);
    press(box, 'Home');
    expect(activeOption(box)).toMatch(/^Toyota Corolla/);
    press(box, 'ArrowDown');
    press(box, 'Enter');
    expect(chosen).toEqual([suggestions[1]]);
    expect(searched).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('leaves Enter to the form when no suggestion is highlighted', async () => {
    fakeSuggest(answerWith(suggestions));
    const { box, chosen, searched } = renderBox();
    type(box, 'تويوتا القاهرة تحت مليون');
    await waitFor(() => expect(options()).toHaveLength(4));
    press(box, 'Enter');
    fireEvent.submit(box);
    expect(searched).toEqual(['تويوتا القاهرة تحت مليون']);
    expect(chosen).toEqual([]);
  });

  it('closes with Escape, then clears the text with a second Escape', async () => {
    fakeSuggest(answerWith(suggestions));
    const { box } = renderBox();
    type(box, 'toyota');
    await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
    press(box, 'Escape');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('toyota');
    press(box, 'Escape');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('chooses with a click or a tap, the text box keeping the focus', async () => {
    fakeSuggest(answerWith(suggestions));
    const { box, chosen } = renderBox();
    type(box, 'toyota');
    await waitFor(() => expect(options()).toHaveLength(4));
    const third = options()[2];
    if (!third) throw new Error('No third suggestion');
    // The press itself does not take the focus from the text box.
    expect(fireEvent.mouseDown(third)).toBe(false);
    fireEvent.click(third);
    expect(chosen).toEqual([suggestions[2]]);
  });

  it('says so when nothing is suggested', async () => {
    fakeSuggest(answerWith([]));
    const { box } = renderBox();
    type(box, 'zzz');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No suggestions'));
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('asks nothing and chooses nothing while an input method composes a word', async () => {
    const calls = fakeSuggest(answerWith(suggestions));
    const { box, chosen, searched } = renderBox();
    fireEvent.focus(box);
    fireEvent.compositionStart(box);
    fireEvent.change(box, { target: { value: 'تويو' } });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(calls).toEqual([]);
    expect(chosen).toEqual([]);
    expect(searched).toEqual([]);
    fireEvent.change(box, { target: { value: 'تويوتا' } });
    fireEvent.compositionEnd(box);
    await waitFor(() => expect(options()).toHaveLength(4));
    expect(calls.map(({ q }) => q)).toEqual(['تويوتا']);
  });

  it('gives up an answer still coming when the text changes', async () => {
    const slow = deferred<Response>();
    const calls = fakeSuggest((q) => (q === 'to' ? slow.promise : answerWith(suggestions)()));
    const { box } = renderBox();
    type(box, 'to');
    await waitFor(() => expect(calls).toHaveLength(1));
    type(box, 'toyota');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(options()).toHaveLength(4));
    slow.resolve(answerWith([])());
  });

  it('speaks Arabic: the kinds, the counts and how many there are', async () => {
    await setLanguage('ar');
    try {
      const calls = fakeSuggest(answerWith(suggestions.slice(0, 3)));
      const { box } = renderBox();
      type(box, 'تويوتا');
      await waitFor(() => expect(options()).toHaveLength(3));
      expect(calls[0]?.lang).toBe('ar');
      expect(options().map((option) => option.textContent)).toEqual([
        'Toyota Corollaموديل12 سيارة',
        'Toyotaماركة40 سيارة',
        'Toyota in Cairoمكانسيارتان',
      ]);
      expect(screen.getByRole('status').textContent).toBe(
        '3 اقتراحات، استخدم السهمين لأعلى ولأسفل للاختيار',
      );
      expect(screen.getByRole('listbox').getAttribute('aria-label')).toBe('اقتراحات');
    } finally {
      await setLanguage('en');
    }
  });
});
