import { useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { bodyStyles } from '#shared/reference/vehicle';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { paths } from '../../../config/paths';
import { useLanguage } from '../../../lib/i18n';
import { serializeCarSearch } from '../lib/car-search-params';
import { priceCeilings, priceRangeLabel } from '../lib/price-ranges';
import { vehicleOptions, modelOptions, referenceOptions } from '../lib/reference-options';
import { suggestionHref } from '../lib/structured-search';
import { PlaceSelect } from './place-select';
import { SearchBox } from './search-box';

/**
 * The home page search: first the text box with suggestions (what a buyer on a phone uses
 * first), then make, model (of that make), a budget, body style and place. Without the script
 * it is a plain form that sends the text to the listings.
 */
export function HeroSearch() {
  const { t, language, vehicleNames } = useLanguage();
  const navigate = useNavigate();
  const listings = useHref(paths.carGrid.getHref());
  const [text, setText] = useState('');
  const [make, setMake] = useState('');
  const [model, setModel] = useState('');
  const [ceiling, setCeiling] = useState('');
  const [bodyStyle, setBodyStyle] = useState('');
  const [city, setCity] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const search = serializeCarSearch({
      q: text.trim() || undefined,
      make: make || undefined,
      model: model || undefined,
      priceMax: priceCeilings.find((entry) => entry.id === ceiling)?.max,
      bodyStyle: bodyStyle || undefined,
      city: city || undefined,
    });
    void navigate(paths.carGrid.getHref(search));
  };

  return (
    <form
      role="search"
      aria-label={t('home.searchLabel')}
      action={listings}
      method="get"
      onSubmit={submit}
      className="grid gap-4 rounded-2xl bg-white p-4 text-start shadow-xl ring-1 ring-black/5 sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <SearchBox
        name="q"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        tone="light"
        value={text}
        onValueChange={setText}
        onChoose={(suggestion) => void navigate(suggestionHref(suggestion, vehicleNames))}
        className="sm:col-span-2 lg:col-span-full"
      />
      <SelectField
        label={t('filters.make')}
        tone="light"
        placeholder={t('filters.anyMake')}
        options={vehicleOptions(vehicleNames, language)}
        value={make}
        onChange={(event) => {
          setMake(event.target.value);
          setModel('');
        }}
      />
      <SelectField
        label={t('filters.model')}
        tone="light"
        placeholder={make ? t('filters.anyModel') : t('filters.chooseMakeFirst')}
        options={modelOptions(vehicleNames, make, language)}
        value={model}
        disabled={!make}
        onChange={(event) => setModel(event.target.value)}
      />
      <SelectField
        label={t('filters.price')}
        tone="light"
        placeholder={t('price.any')}
        options={priceCeilings.map((entry) => ({
          value: entry.id,
          label: priceRangeLabel(entry, t, language),
        }))}
        value={ceiling}
        onChange={(event) => setCeiling(event.target.value)}
      />
      <SelectField
        label={t('filters.bodyStyle')}
        tone="light"
        placeholder={t('filters.any')}
        options={referenceOptions(bodyStyles, language)}
        value={bodyStyle}
        onChange={(event) => setBodyStyle(event.target.value)}
      />
      <PlaceSelect value={city} onChange={setCity} />
      <Button type="submit" variant="accent" size="lg" className="h-11 sm:self-end">
        <Search aria-hidden="true" className="size-5" />
        {t('home.searchSubmit')}
      </Button>
    </form>
  );
}
