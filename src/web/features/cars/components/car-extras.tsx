import { Check } from 'lucide-react';
import { groupExtras } from '../../../components/cars/car-labels';
import { useLanguage } from '../../../lib/i18n';

export function CarExtras({ keys }: { keys: readonly string[] }) {
  const { t, language } = useLanguage();
  const groups = groupExtras(keys, language, t('carPage.otherExtras'));
  if (groups.length === 0) return <p className="text-slate-500">{t('carPage.noExtras')}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`extras-${group.key}`}>
          <h3 id={`extras-${group.key}`} className="mb-2 font-bold text-slate-900">
            {group.title}
          </h3>
          <ul className="space-y-1.5">
            {group.names.map((name) => (
              <li key={name} className="flex items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                {name}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
