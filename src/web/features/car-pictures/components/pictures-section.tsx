import { useId, useState, type DragEvent } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowLeft,
  ArrowRight,
  Camera,
  GripVertical,
  ImagePlus,
  RotateCcw,
  Star,
  Trash2,
  TriangleAlert,
  X,
} from 'lucide-react';
import { maxFilesPerUpload, maxUploadBytes } from '#shared/reference/limits';
import { formatNumber } from '#shared/rules/format';
import type { TFunction } from 'i18next';
import type { Language } from '#shared/reference/types';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses } from '../../../components/ui/button';
import { ConfirmDeleteDialog } from '../../../components/ui/confirm-delete-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { serverMessage } from '../../../lib/server-message';
import type { CarPictures, PictureProblem, PictureTile } from '../hooks/use-car-pictures';

/** "4 MB": the limit per file as people say it, in the page's language. */
const uploadLimit = (t: TFunction, language: Language) =>
  t('carPictures.megabytes', { value: formatNumber(maxUploadBytes / (1024 * 1024), language) });

/** The files of a file input's pick, which is then cleared so the same file can come again. */
const takePick = (input: HTMLInputElement) => {
  const files = [...(input.files ?? [])];
  input.value = '';
  return files;
};

/**
 * The pictures section of the car form: take a photo (on touch screens), pick or drop files,
 * previews, order, showcase, and how the server's processing of each stored picture goes.
 */
export function PicturesSection({
  pictures,
  disabled = false,
}: {
  pictures: CarPictures;
  disabled?: boolean;
}) {
  const { t, language } = useLanguage();
  const inputId = useId();
  const cameraId = `${inputId}-camera`;
  const titleId = `${inputId}-title`;
  const hintId = `${inputId}-hint`;
  const [dragOver, setDragOver] = useState(false);
  // A stored picture is deleted on the server at once: ask first. A file still waiting goes.
  const [deleting, setDeleting] = useState<PictureTile | null>(null);
  const askToRemove = (tile: PictureTile) =>
    tile.state === 'pending' ? pictures.remove(tile.key) : setDeleting(tile);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { tiles } = pictures;
  // Stored pictures reorder on the server; uploads in flight keep their place at the end.
  const sortable = tiles.filter((tile) => tile.state !== 'uploading').map((tile) => tile.key);
  const locked = disabled || pictures.acting;

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length > 0) pictures.addFiles(files);
  };

  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    pictures.move(String(active.id), sortable.indexOf(String(over.id)));
  };

  return (
    <section className="space-y-4">
      <div>
        <h2 id={titleId} className="text-lg font-extrabold text-slate-900">
          {t('carPictures.title')}
        </h2>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('carPictures.limits', {
            count: maxFilesPerUpload,
            files: formatNumber(maxFilesPerUpload, language),
            size: uploadLimit(t, language),
          })}
        </p>
      </div>

      {/* The camera is offered where there is one to hold: phones and tablets (a coarse pointer). */}
      <div className="hidden pointer-coarse:block">
        <input
          id={cameraId}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={disabled}
          aria-label={t('carPictures.takePhoto')}
          className="peer sr-only"
          onChange={(event) => {
            const files = takePick(event.target);
            if (files.length > 0) pictures.addFiles(files);
          }}
        />
        <label
          htmlFor={cameraId}
          className={cn(
            buttonClasses('primary', 'lg'),
            'w-full cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          )}
        >
          <Camera aria-hidden="true" className="size-5" />
          {t('carPictures.takePhoto')}
        </label>
      </div>

      <input
        id={inputId}
        type="file"
        multiple
        accept="image/*"
        disabled={disabled}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        className="peer sr-only"
        onChange={(event) => {
          const files = takePick(event.target);
          if (files.length > 0) pictures.addFiles(files);
        }}
      />
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:ring-2 peer-focus-visible:ring-brand-300 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
          dragOver
            ? 'border-brand-500 bg-brand-50'
            : 'border-slate-300 bg-slate-50 hover:border-brand-400',
        )}
      >
        <ImagePlus aria-hidden="true" className="size-8 text-brand-600" />
        {/* Nothing can be dragged onto a touch screen. */}
        <span className="text-sm font-semibold text-slate-700 pointer-coarse:hidden">
          {t('carPictures.dropHere')}
        </span>
        <span className={buttonClasses('outline', 'sm')}>{t('carPictures.choose')}</span>
      </label>

      {pictures.preparing && (
        <p role="status" className="flex items-center gap-2 text-sm font-semibold text-slate-700">
          <Spinner className="size-4 border-2" />
          {t('carPictures.preparing')}
        </p>
      )}

      {pictures.problems.length > 0 && (
        <Alert tone="error">
          <div className="flex items-start gap-2">
            <ul className="min-w-0 flex-1 space-y-1">
              {pictures.problems.map((problem, index) => (
                <li key={index} className="break-words">
                  <ProblemText problem={problem} />
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={pictures.dismissProblems}
              aria-label={t('carPictures.dismiss')}
              className="-m-1 grid size-11 shrink-0 place-items-center rounded-lg hover:bg-red-100 sm:size-6"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
        </Alert>
      )}
      {pictures.actionError !== null && (
        <Alert tone="error">
          {serverMessage(t, language, pictures.actionError, t('carPictures.actionFailed'))}
        </Alert>
      )}

      {tiles.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
          <SortableContext items={sortable} strategy={rectSortingStrategy}>
            <ul
              aria-label={t('carPictures.list')}
              className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            >
              {tiles.map((tile) => (
                <PictureCard
                  key={tile.key}
                  tile={tile}
                  index={sortable.indexOf(tile.key)}
                  count={sortable.length}
                  locked={locked}
                  pictures={pictures}
                  onRemove={askToRemove}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}

      {deleting && (
        <ConfirmDeleteDialog
          title={t('carPictures.deleteTitle')}
          description={t('carPictures.deleteDescription', { name: deleting.name })}
          confirmLabel={t('carPictures.delete')}
          onConfirm={() => {
            pictures.remove(deleting.key);
            setDeleting(null);
          }}
          onCancel={() => setDeleting(null)}
        />
      )}
    </section>
  );
}

function ProblemText({ problem }: { problem: PictureProblem }) {
  const { t, language } = useLanguage();
  switch (problem.kind) {
    case 'tooLarge':
      return t('carPictures.tooLarge', { name: problem.name, size: uploadLimit(t, language) });
    case 'notImage':
      return t('carPictures.notImage', { name: problem.name });
    case 'tooMany':
      return t('carPictures.tooMany', {
        count: maxFilesPerUpload,
        max: formatNumber(maxFilesPerUpload, language),
        names: problem.names.join(', '),
      });
    case 'carFull':
      return t('carPictures.carFull', { names: problem.names.join(', ') });
    case 'refused':
      return language === 'en' ? problem.message : t('carPictures.refused', { name: problem.name });
    case 'failed':
      return serverMessage(
        t,
        language,
        problem.error,
        t('carPictures.uploadFailed', { name: problem.name }),
      );
  }
}

function PictureCard({
  tile,
  index,
  count,
  locked,
  pictures,
  onRemove,
}: {
  tile: PictureTile;
  index: number;
  count: number;
  locked: boolean;
  pictures: CarPictures;
  onRemove: (tile: PictureTile) => void;
}) {
  const { t, language } = useLanguage();
  const failureId = useId();
  const uploading = tile.state === 'uploading';
  const processing = tile.state === 'processing';
  const failed = tile.state === 'failed';
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: tile.key,
    disabled: uploading || locked,
  });
  const iconButton =
    'grid size-11 place-items-center rounded-lg sm:size-8 text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-800 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';
  return (
    <li
      ref={setNodeRef}
      aria-label={tile.name}
      data-state={tile.state}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-2xl bg-white shadow-card ring-1',
        failed
          ? 'ring-2 ring-red-500'
          : tile.isShowcase
            ? 'ring-2 ring-accent-400'
            : 'ring-slate-200',
        isDragging && 'z-10 shadow-lg',
      )}
    >
      <div
        className={cn(
          'relative aspect-[803/493] overflow-hidden',
          tile.src ? 'bg-slate-900' : 'bg-slate-200',
        )}
      >
        {tile.src && (
          <img
            src={tile.src}
            srcSet={tile.srcSet}
            sizes="(min-width: 1024px) 20rem, 50vw"
            alt=""
            className={cn(
              'absolute inset-0 size-full object-contain',
              (uploading || processing) && 'opacity-60',
              failed && 'opacity-40',
            )}
          />
        )}
        {processing && (
          <div className="absolute inset-0 grid place-items-center">
            <Spinner className="size-8 border-4" label={t('carPictures.processing')} />
          </div>
        )}
        {failed && (
          // At the bottom: on a phone the top corners hold the showcase badge and the drag handle.
          <div className="absolute inset-0 flex items-end justify-center p-2">
            <span className="inline-flex items-center gap-1 rounded-full bg-red-600 px-2 py-0.5 text-center text-xs font-bold text-white">
              <TriangleAlert aria-hidden="true" className="size-3 shrink-0" />
              {t('carPictures.failed')}
            </span>
          </div>
        )}
        {tile.isShowcase && (
          <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-accent-400 px-2 py-0.5 text-xs font-bold text-brand-950">
            <Star aria-hidden="true" className="size-3 fill-current" />
            {t('carPictures.showcase')}
          </span>
        )}
        {!uploading && (
          <button
            type="button"
            disabled={locked}
            aria-label={t('carPictures.dragHandle', { name: tile.name })}
            className="absolute end-2 top-2 grid size-11 cursor-grab touch-none place-items-center rounded-lg bg-white/90 text-slate-700 shadow-sm disabled:cursor-not-allowed sm:size-8"
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-2">
        <p className="truncate text-xs font-semibold text-slate-700" title={tile.name}>
          <bdi>{tile.name}</bdi>
        </p>
        {failed && (
          <>
            {/* The server's reason is English, like its other messages. */}
            <p id={failureId} className="text-xs break-words text-red-700">
              {language === 'en' && tile.failure ? tile.failure : t('carPictures.failedHint')}
            </p>
            <button
              type="button"
              className={cn(buttonClasses('outline', 'sm'), 'w-full')}
              disabled={locked}
              onClick={() => pictures.retry(tile.key)}
              aria-describedby={failureId}
            >
              <RotateCcw aria-hidden="true" className="size-4" />
              {t('carPictures.retry')}
            </button>
          </>
        )}
        {uploading ? (
          <div
            role="progressbar"
            aria-label={t('carPictures.uploading', { name: tile.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(tile.progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${Math.round(tile.progress * 100)}%` }}
            />
          </div>
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-1">
            <div className="flex items-center">
              <button
                type="button"
                className={iconButton}
                disabled={locked || index <= 0}
                onClick={() => pictures.move(tile.key, index - 1)}
                aria-label={t('carPictures.moveEarlier')}
                title={t('carPictures.moveEarlier')}
              >
                <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </button>
              <button
                type="button"
                className={iconButton}
                disabled={locked || index < 0 || index >= count - 1}
                onClick={() => pictures.move(tile.key, index + 1)}
                aria-label={t('carPictures.moveLater')}
                title={t('carPictures.moveLater')}
              >
                <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              </button>
            </div>
            <div className="flex items-center">
              <button
                type="button"
                className={iconButton}
                disabled={locked || tile.isShowcase}
                aria-pressed={tile.isShowcase}
                onClick={() => pictures.makeShowcase(tile.key)}
                aria-label={t('carPictures.makeShowcase')}
                title={t('carPictures.makeShowcase')}
              >
                <Star
                  aria-hidden="true"
                  className={cn('size-4', tile.isShowcase && 'fill-current')}
                />
              </button>
              <button
                type="button"
                className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
                disabled={locked}
                onClick={() => onRemove(tile)}
                aria-label={t('carPictures.delete')}
                title={t('carPictures.delete')}
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </button>
            </div>
          </div>
        )}
      </div>
    </li>
  );
}
