// The signed-in part of the app in one lazily loaded chunk: the account screens, and the
// layout's user menu and guard notice. Fewer chunks keep the public pages' JavaScript small
// (docs/decisions/110-web-sign-in.md); sign-in itself comes alone (decision 168).
import { isBlockedMessage, NoticeBanner as Banner } from '../../components/layout/notice-banner';

export { MyAccessRoute } from './my-access';
export { MyAccountRoute } from './my-account';
export { MyTeamRoute } from './my-team';
export { MenuButtonNews, PhoneUserMenu, UserMenu } from '../../components/layout/user-menu';
export { InvitationBanner } from '../../components/layout/invitation-banner';

export { AddCarRoute } from './add-car';
export { EditCarRoute } from './edit-car';
export { MyCarsRoute } from './my-cars';
export { StockImportRoute } from './stock-import';
export { SavedSearchesRoute } from './saved-searches';
export { MyLeadsRoute } from './my-leads';
export { OperatorReportsRoute } from './operator-reports';

export const NoticeBanner = ({ notice }: { notice: unknown }) =>
  isBlockedMessage(notice) ? <Banner notice={notice} /> : null;
