import type { ComponentType } from 'react';
import type { User } from '#shared/schemas/user';

/**
 * The signed-in parts of the layout. The app hands them in (lazily loaded with the account
 * screens), so that signed-out visitors, most of them, never download them.
 */
export interface AccountWidgets {
  UserMenu: ComponentType<{ user: User }>;
  PhoneUserMenu: ComponentType<{ user: User }>;
  /** Inside the phone's menu button: what waits for the user (new leads), its dot and words. */
  MenuButtonNews: ComponentType<{ user: User }>;
  /** The message a guard's redirect carries (`location.state.notice`). */
  NoticeBanner: ComponentType<{ notice: unknown }>;
  /** Leads a user with an unanswered invitation to My Access. */
  InvitationBanner: ComponentType<{ user: User }>;
}
