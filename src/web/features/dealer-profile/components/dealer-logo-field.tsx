import { useEffect, useId, useState } from 'react';
import { ImagePlus, Store, Trash2 } from 'lucide-react';
import { maxUploadBytes } from '#shared/reference/limits';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { DealerAvatar } from '../../../components/dealers/dealer-avatar';

interface DealerLogoFieldProps {
  /** The dealership's name, for the initials shown without a logo. */
  name: string;
  /** The logo shown: the stored one, or a preview of the chosen file. */
  logoUrl: string | null;
  busy?: boolean;
  error?: string | undefined;
  /** A file of at most 4,194,304 bytes was chosen (a larger one is refused here). */
  onPick: (file: File) => void;
  /** Offered while there is a logo. */
  onRemove: () => void;
}

/** The dealership's logo with Choose and Remove; the server decides what is an image. */
export function DealerLogoField({
  name,
  logoUrl,
  busy = false,
  error,
  onPick,
  onRemove,
}: DealerLogoFieldProps) {
  const { t } = useLanguage();
  const hintId = useId();
  const [tooLarge, setTooLarge] = useState<string>();
  const shownError = tooLarge ?? error;

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > maxUploadBytes) {
      setTooLarge(t('myAccount.logoTooLarge', { name: file.name }));
      return;
    }
    setTooLarge(undefined);
    onPick(file);
  };

  return (
    <div className="flex flex-wrap items-center gap-4">
      {logoUrl || name.trim() ? (
        <DealerAvatar name={name} logoUrl={logoUrl} size="lg" />
      ) : (
        <span className="grid size-20 shrink-0 place-items-center rounded-2xl border-2 border-dashed border-slate-300 text-slate-400">
          <Store aria-hidden="true" className="size-8" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="text-sm font-semibold text-slate-700">{t('myAccount.logo')}</p>
        <div className="flex flex-wrap items-center gap-2">
          <label
            className={cn(
              buttonClasses('outline', 'sm'),
              'cursor-pointer focus-within:ring-2 focus-within:ring-brand-500',
              busy && 'pointer-events-none opacity-60',
            )}
          >
            <input
              type="file"
              accept="image/*"
              disabled={busy}
              aria-describedby={hintId}
              className="sr-only"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = ''; // Choosing the same file again still counts.
              }}
            />
            {busy ? (
              <Spinner className="size-4" label={t('myAccount.logoSaving')} />
            ) : (
              <ImagePlus aria-hidden="true" className="size-4" />
            )}
            {logoUrl ? t('myAccount.logoChange') : t('myAccount.logoChoose')}
          </label>
          {logoUrl && (
            <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('myAccount.logoRemove')}
            </Button>
          )}
        </div>
        <p id={hintId} className="text-xs text-slate-500">
          {t('myAccount.logoHint')}
        </p>
        {shownError && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {shownError}
          </p>
        )}
      </div>
    </div>
  );
}

/** A chosen file and an object URL previewing it, revoked when another is chosen or on unmount. */
export function usePickedFile() {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  useEffect(
    () => () => {
      if (picked) URL.revokeObjectURL(picked.url);
    },
    [picked],
  );
  const pick = (file: File | null) =>
    setPicked(file ? { file, url: URL.createObjectURL(file) } : null);
  return { file: picked?.file ?? null, previewUrl: picked?.url ?? null, pick };
}
