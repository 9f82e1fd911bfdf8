import { useState } from 'react';
import { cn } from '../../lib/cn';

/** "Karim Dealer" → "KD"; an e-mail or a one-word name gives one letter. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s@._-]+/)
    .filter(Boolean);
  const letters = words.length > 1 && !name.includes('@') ? [words[0], words.at(-1)] : [words[0]];
  return letters
    .map((word) => (word ? Array.from(word)[0] : ''))
    .join('')
    .toLocaleUpperCase();
}

/** The user's photo, or their initials when there is none or it fails to load. */
export function UserAvatar({
  name,
  photoUrl,
  className,
}: {
  name: string;
  photoUrl?: string | null;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = photoUrl && photoUrl !== failed;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-bold text-brand-800 ring-2 ring-white',
        className,
      )}
    >
      {showPhoto ? (
        <img
          src={photoUrl}
          alt=""
          referrerPolicy="no-referrer"
          onError={() => setFailed(photoUrl)}
          className="size-full object-cover"
        />
      ) : (
        initialsOf(name) || '?'
      )}
    </span>
  );
}
