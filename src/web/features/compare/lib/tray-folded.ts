import { useState } from 'react';

/** localStorage `compare-tray`: "folded" while the buyer keeps the tray small. */
const storageKey = 'compare-tray';

function readFolded(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === 'folded';
  } catch {
    return false;
  }
}

/**
 * Whether the compare tray is folded, and the way to change it: kept from page to page and from
 * visit to visit, as the buyer left it. The tray renders in the browser only (the chosen cars
 * are this browser's), so storage is read when it first shows.
 */
export function useTrayFolded(): [boolean, (folded: boolean) => void] {
  const [folded, setFolded] = useState(readFolded);
  const change = (next: boolean) => {
    setFolded(next);
    try {
      if (next) window.localStorage.setItem(storageKey, 'folded');
      else window.localStorage.removeItem(storageKey);
    } catch {
      // Storage blocked: folded for as long as the page.
    }
  };
  return [folded, change];
}
