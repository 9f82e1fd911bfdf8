import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useLanguage } from '../lib/i18n';
import { Page } from './page';

/**
 * The screens, the declaration of the public page shown (its route's `handle`) followed in the
 * browser: each visit loads what the server loads for that page, and `document.title` is the
 * title the server writes. The signed-in screens declare no page and title themselves.
 */
export function DeclaredPage() {
  const match = useMatches().at(-1);
  const { search } = useLocation();
  const queries = useQueryClient();
  const { t, language, vehicleNames } = useLanguage();
  useEffect(() => {
    if (!match || !(match.handle instanceof Page)) return;
    const address = { params: match.params, search: new URLSearchParams(search), vehicleNames };
    return match.handle.follow({ t, language, vehicleNames }, address, queries, (title) => {
      document.title = title;
    });
  }, [match, search, queries, t, language, vehicleNames]);
  return <Outlet />;
}
