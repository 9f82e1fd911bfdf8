import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cities } from '#shared/reference/cities';
import { displayName, resolveKeys } from '#shared/rules/names';
import { Field, fieldClasses } from '../../../components/ui/field';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { findCities, isCapitalOnly } from '../lib/city-groups';

interface CityFieldProps {
  name: string;
  label: string;
  /** The chosen city's key. */
  value: string | undefined;
  onChange: (city: string) => void;
  onBlur: () => void;
  error?: string | undefined;
}

/**
 * The car's city: a combobox (the ARIA pattern: an input with a list box) whose cities sit under
 * their governorates. Typing a few letters of a city or a governorate, in either language,
 * narrows the list; a tap or Enter chooses. The input shows the chosen city's name; text that
 * names no city is dropped when the field is left, so the value is always a listing city.
 */
export function CityField({ name, label, value, onChange, onBlur, error }: CityFieldProps) {
  const { t, language } = useLanguage();
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (key: string) => `${id}-option-${key}`;
  const input = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  // What was typed since the last choice; null shows the chosen city's name.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState<string | null>(null);

  const groups = findCities(typed ?? '');
  const keys = groups.flatMap((group) => group.cities.map((city) => city.key));
  const chosenName = value ? displayName(cities, value, language) : '';

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(`${id}-option-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [id, open, active]);

  const openList = () => {
    if (open) return;
    setOpen(true);
    setActive(typed === null ? (value ?? null) : (keys[0] ?? null));
    // On a phone the keyboard takes the lower half of the screen: the list must start high,
    // the label just below the sticky header.
    if (window.matchMedia?.('(max-width: 639px)').matches) {
      field.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  };

  const close = () => {
    setOpen(false);
    setTyped(null);
  };

  const choose = (key: string) => {
    onChange(key);
    setActive(key);
    close();
  };

  const type = (text: string) => {
    setTyped(text);
    setOpen(true);
    const [first] = findCities(text).flatMap((group) => group.cities);
    setActive(first?.key ?? null);
  };

  const move = (step: 1 | -1) => {
    if (keys.length === 0) return;
    const at = active === null ? -1 : keys.indexOf(active);
    const next = at === -1 ? (step === 1 ? 0 : keys.length - 1) : at + step;
    setActive(keys[Math.min(Math.max(next, 0), keys.length - 1)] ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) openList();
      else move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      // Enter chooses the highlighted city; it does not send the form.
      event.preventDefault();
      if (active && keys.includes(active)) choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  // Text left in the field is kept only when it is a city's full name (in either language).
  const leave = () => {
    if (typed !== null) {
      const [named] = resolveKeys(cities, typed);
      if (named) onChange(named);
    }
    close();
    onBlur();
  };

  const choosePointer = (key: string, event: MouseEvent) => {
    choose(key);
    // A tap ends the typing: the phone's keyboard goes away. A mouse keeps the focus here.
    if ((event.nativeEvent as PointerEvent).pointerType === 'touch') input.current?.blur();
  };

  const option = (key: string, text: string, indent: boolean) => {
    const chosen = key === value;
    return (
      <li
        key={key}
        id={optionId(key)}
        role="option"
        aria-selected={key === active}
        onClick={(event) => choosePointer(key, event)}
        className={cn(
          'flex min-h-11 cursor-pointer items-center gap-2 pe-3 text-sm text-slate-800',
          indent ? 'ps-6' : 'ps-3',
          key === active && 'bg-brand-50 text-brand-900',
          chosen && 'font-bold',
        )}
      >
        <span className="min-w-0 flex-1">{text}</span>
        {chosen && <Check aria-hidden="true" className="size-4 shrink-0 text-brand-700" />}
      </li>
    );
  };

  return (
    <Field ref={field} id={id} label={label} error={error} className="scroll-mt-20">
      {(controlProps) => (
        <div className="relative">
          <input
            {...controlProps}
            ref={input}
            name={name}
            type="text"
            role="combobox"
            autoComplete="off"
            enterKeyHint="done"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active ? optionId(active) : undefined}
            placeholder={t('carForm.cityPlaceholder')}
            value={typed ?? chosenName}
            onChange={(event) => type(event.target.value)}
            onClick={openList}
            onKeyDown={onKeyDown}
            onBlur={leave}
            className={cn(fieldClasses(Boolean(error)), 'pe-11')}
          />
          <button
            type="button"
            tabIndex={-1}
            aria-label={t('carForm.showCities')}
            aria-expanded={open}
            aria-controls={listId}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              if (open) close();
              else {
                input.current?.focus();
                openList();
              }
            }}
            className="absolute inset-y-0 end-0 grid w-11 place-items-center text-slate-500"
          >
            <ChevronDown aria-hidden="true" className={cn('size-4', open && 'rotate-180')} />
          </button>
          <div
            // The input keeps the focus (and a phone its keyboard) while the list is pressed.
            onMouseDown={(event) => event.preventDefault()}
            className={cn(
              'absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto overscroll-contain rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200',
              !open && 'hidden',
            )}
          >
            <ul id={listId} role="listbox" aria-label={label}>
              {groups.map((group) =>
                isCapitalOnly(group) ? (
                  option(group.governorate.key, group.governorate[language], false)
                ) : (
                  <li key={group.governorate.key} role="presentation">
                    <p
                      id={`${id}-group-${group.governorate.key}`}
                      className="px-3 pt-2 pb-1 text-xs font-bold text-slate-500"
                    >
                      {group.governorate[language]}
                    </p>
                    <ul role="group" aria-labelledby={`${id}-group-${group.governorate.key}`}>
                      {group.cities.map((city) => option(city.key, city[language], true))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
            {groups.length === 0 && (
              <p className="px-3 py-2 text-sm text-slate-600">
                {t('carForm.noCityFound', { text: typed ?? '' })}
              </p>
            )}
          </div>
        </div>
      )}
    </Field>
  );
}
