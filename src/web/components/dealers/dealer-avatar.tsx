import { useState } from 'react';
import { cn } from '../../lib/cn';

/** The first letter of the first two words: "Cairo Motors" → "CM", "النيل للسيارات" → "ال". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

const tones = [
  'bg-brand-100 text-brand-800',
  'bg-accent-100 text-accent-700',
  'bg-sky-100 text-sky-800',
  'bg-rose-100 text-rose-800',
  'bg-violet-100 text-violet-800',
  'bg-emerald-100 text-emerald-800',
];

const toneOf = (name: string) =>
  tones[[...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % tones.length];

const sizes = { sm: 'size-10 text-sm', md: 'size-14 text-lg', lg: 'size-20 text-2xl' };

/** A dealer's logo, or its initials when it has none (or the logo fails to load). */
export function DealerAvatar({
  name,
  logoUrl,
  size = 'md',
}: {
  name: string;
  logoUrl: string | null;
  size?: keyof typeof sizes;
}) {
  const [failed, setFailed] = useState(false);
  const box = cn('shrink-0 overflow-hidden rounded-2xl ring-1 ring-slate-200', sizes[size]);
  if (logoUrl && !failed) {
    return (
      <img
        src={logoUrl}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        className={cn(box, 'bg-white object-contain p-1')}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(box, 'grid place-items-center font-extrabold', toneOf(name))}
    >
      {initialsOf(name)}
    </span>
  );
}
