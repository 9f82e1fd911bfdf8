import type { ReactNode } from 'react';
import { PageHeader, type BreadcrumbItem } from '../components/layout/page-header';
import { DocumentTitle } from '../components/seo/document-title';
import { RequireAccess } from '../features/auth/components/require-access';
import type { AccountRoute } from '../lib/access';

interface AccountScreenProps {
  /** The access rule of the screen (a `routeAccess` route, or any signed-in user). */
  route: AccountRoute;
  /** The page header's title, also the document title and the end of the breadcrumbs. */
  title: string;
  description: string;
  breadcrumbs: readonly BreadcrumbItem[];
  children: ReactNode;
}

/** The frame every signed-in screen shares, so that they guard, title and lay out alike. */
export function AccountScreen({
  route,
  title,
  description,
  breadcrumbs,
  children,
}: AccountScreenProps) {
  return (
    <RequireAccess route={route}>
      <DocumentTitle title={title} />
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={breadcrumbs}
        active={title}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</div>
    </RequireAccess>
  );
}
