import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { CarFront, MapPin, Search, Store, type LucideIcon } from 'lucide-react';
import { maxSearchTextLength } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import type { Suggestion } from '#shared/schemas/car';
import { Field, fieldClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useSuggestions } from '../api/suggestions';

/** How long typing pauses before suggestions are asked for: a letter, not each keystroke. */
const suggestDelayMs = 150;

const kindIcons: Record<Suggestion['kind'], LucideIcon> = {
  search: Search,
  make: CarFront,
  model: CarFront,
  place: MapPin,
  dealer: Store,
};

interface SearchBoxProps {
  label: string;
  hideLabel?: boolean;
  placeholder: string;
  /** The text in the box; what the form searches when no suggestion is chosen. */
  value: string;
  onValueChange: (text: string) => void;
  /** A suggestion chosen, by a tap, a click or Enter on the highlighted one. */
  onChoose: (suggestion: Suggestion) => void;
  /** Its form's field: without the script the form sends the text as it is. */
  name?: string;
  /** The look of the hero's fields (a light box on white) or of the filters'. */
  tone?: 'light' | 'plain';
  className?: string;
}

/**
 * The search's text box with suggestions as the buyer types (docs/decisions/182): the ARIA
 * 1.2 combobox pattern, an input with a list box it controls. From the first letter, after a
 * short pause, the API suggests up to 8 searches, each with its kind and how many cars it
 * finds; Up, Down, Home and End move through them, Enter or a tap chooses one, Escape closes
 * them, and Enter with none highlighted leaves the text to the form. While an input method is
 * composing a word (compositionstart to compositionend) nothing is asked or chosen: the text
 * is not what the buyer means yet. A polite live region says how many suggestions there are.
 */
export function SearchBox({
  label,
  hideLabel = false,
  placeholder,
  value,
  onValueChange,
  onChoose,
  name,
  tone = 'plain',
  className,
}: SearchBoxProps) {
  const { t, language } = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [composing, setComposing] = useState(false);
  // The text suggestions are asked for: the box's, once typing pauses and no word is composed.
  const [asked, setAsked] = useState(value.trim());
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (composing) return;
    const timer = setTimeout(() => setAsked(value.trim()), suggestDelayMs);
    return () => clearTimeout(timer);
  }, [value, composing]);

  const { data, isFetched } = useSuggestions({ q: open ? asked : '', lang: language });
  const shown = open && asked !== '' && value.trim() !== '';
  const suggestions = shown ? (data?.suggestions ?? []) : [];
  const expanded = suggestions.length > 0;

  useEffect(() => {
    if (active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  // The search chosen is shown on the page it opens; a phone's keyboard goes with the box.
  const choose = (suggestion: Suggestion) => {
    close();
    onChoose(suggestion);
  };

  const highlight = (index: number) => {
    if (!expanded) return;
    const count = suggestions.length;
    setActive(((index % count) + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // The key ends or edits a composed word: it is the input method's, not the box's.
    if (composing || event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else highlight(event.key === 'ArrowDown' ? active + 1 : active < 0 ? -1 : active - 1);
        break;
      case 'Home':
      case 'End':
        // Only while a suggestion is highlighted; otherwise they move in the text.
        if (active < 0) break;
        event.preventDefault();
        highlight(event.key === 'Home' ? 0 : -1);
        break;
      case 'Enter': {
        const suggestion = suggestions[active];
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        } else close();
        break;
      }
      case 'Escape':
        if (open && expanded) {
          event.preventDefault();
          close();
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
    }
  };

  const announcement = expanded
    ? t('search.suggestionCount', { count: suggestions.length })
    : shown && isFetched
      ? t('search.noSuggestions')
      : '';

  return (
    <Field id={id} label={label} hideLabel={hideLabel} className={className}>
      {(controlProps) => (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 my-auto size-5 text-slate-400"
          />
          <input
            {...controlProps}
            name={name}
            type="search"
            role="combobox"
            dir="auto"
            autoComplete="off"
            enterKeyHint="search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
            maxLength={maxSearchTextLength}
            placeholder={placeholder}
            value={value}
            onChange={(event) => {
              onValueChange(event.target.value);
              // New text highlights nothing: Enter then searches the text as typed.
              setActive(-1);
              setOpen(true);
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
            onCompositionStart={() => setComposing(true)}
            onCompositionEnd={() => setComposing(false)}
            className={cn(
              fieldClasses(false),
              // Room for the icon on both sides: the text's own direction (dir=auto) may be
              // the other one than the page's, where the icon is.
              'px-10 rtl:text-right',
              tone === 'light' && 'border-slate-200 bg-slate-50',
            )}
          />
          <div
            // The input keeps the focus (and a phone its keyboard) while a suggestion is pressed.
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              'absolute inset-x-0 top-full z-30 mt-1 max-h-[min(26rem,60dvh)] overflow-y-auto overscroll-contain rounded-xl bg-white py-1 text-start shadow-lg ring-1 ring-slate-200',
              !expanded && 'hidden',
            )}
          >
            <ul id={listId} role="listbox" aria-label={t('search.suggestions')}>
              {suggestions.map((suggestion, index) => {
                const Icon = kindIcons[suggestion.kind];
                return (
                  <li
                    key={`${suggestion.kind} ${suggestion.criteria}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    onClick={() => choose(suggestion)}
                    className={cn(
                      'flex min-h-12 cursor-pointer items-center gap-3 px-3 py-1.5 text-sm text-slate-800',
                      index === active && 'bg-brand-50 text-brand-900',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span dir="auto" className="line-clamp-2 font-semibold text-start">
                        {suggestion.label}
                      </span>
                      <span className="text-xs text-slate-500">
                        {t(`search.kind.${suggestion.kind}`)}
                      </span>
                    </span>
                    <span className="shrink-0 text-xs text-slate-600">
                      {t('cars.carCount', {
                        count: suggestion.count,
                        formatted: formatNumber(suggestion.count, language),
                      })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <p role="status" aria-live="polite" className="sr-only">
            {announcement}
          </p>
        </div>
      )}
    </Field>
  );
}
