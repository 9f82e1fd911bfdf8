import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

export const importSteps = ['file', 'mapping', 'check', 'import'] as const;
export type ImportStep = (typeof importSteps)[number];

/**
 * The import's four steps on one line, the current one marked and those before it ticked (all
 * of them once the import is written).
 */
export function ImportSteps({
  current,
  complete = false,
}: {
  current: ImportStep;
  /** The import is written: every step is behind. */
  complete?: boolean;
}) {
  const { t } = useTranslation();
  const at = complete ? importSteps.length : importSteps.indexOf(current);
  return (
    <nav aria-label={t('stockImport.stepsLabel')}>
      <ol className="grid grid-cols-4 gap-2">
        {importSteps.map((step, index) => (
          <li
            key={step}
            aria-current={step === current ? 'step' : undefined}
            className="flex flex-col items-center gap-1 text-center sm:flex-row sm:gap-2"
          >
            <span
              aria-hidden="true"
              className={cn(
                'grid size-8 shrink-0 place-items-center rounded-full text-sm font-bold',
                index < at && 'bg-brand-700 text-white',
                index === at && 'bg-accent-400 text-brand-950',
                index > at && 'bg-slate-100 text-slate-500',
              )}
            >
              {index < at ? <Check className="size-4" /> : index + 1}
            </span>
            <span
              className={cn(
                'text-xs font-semibold sm:text-sm',
                step === current ? 'text-slate-900' : 'text-slate-600',
              )}
            >
              {t(`stockImport.steps.${step}`)}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
