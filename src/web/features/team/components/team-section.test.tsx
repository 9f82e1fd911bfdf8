import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  teamListResponseSchema,
  teamMemberResponseSchema,
  type TeamMember,
} from '#shared/schemas/team';
import { setLanguage } from '../../../lib/i18n';
import { buildUser } from '../../../testing/data-generators';
import { jsonResponse, QueryWrapper, signedInAs } from '../../../testing/test-utils';
import { TeamSection } from './team-section';

const admin = buildUser({
  uid: 'usr_1',
  name: 'Karim Dealer',
  email: 'karim@example.com',
  role: 'Dealer',
  dealer_access: [
    {
      dealerId: 'dlr_1',
      dealerName: 'Nile Motors',
      dealerNames: { en: 'Nile Motors', ar: null },
      role: 'admin',
      status: 'approved',
    },
  ],
});

const members: TeamMember[] = [
  {
    id: 'usr_1',
    email: 'karim@example.com',
    role: 'admin',
    status: 'approved',
    name: 'Karim Dealer',
  },
  { id: 'usr_2', email: 'mona@example.com', role: 'manager', status: 'approved', name: 'Mona' },
];

const renderTeam = (dealerName = 'Nile Motors') =>
  render(
    <QueryWrapper>
      <TeamSection user={admin} dealerId="dlr_1" dealerName={dealerName} canManage />
    </QueryWrapper>,
  );

const rowOf = async (email: string) =>
  (await screen.findByText(email)).closest('li') ?? document.body;

/** The team, and an invitation that adds a pending entry to it. */
const teamApi = () => {
  const team = [...members];
  return signedInAs(admin, {
    'POST /api/v1/dealer/team': () => jsonResponse(teamListResponseSchema, { team_members: team }),
    'POST /api/v1/team/invite': (call) => {
      const { email, role } = call.body as { email: string; role: 'employee' };
      const entry: TeamMember = { id: 'tm_9', email, role, status: 'pending', name: null };
      team.push(entry);
      return jsonResponse(teamMemberResponseSchema, { team_member: entry });
    },
  });
};

const invite = async (email: string) => {
  // By role, not by label: the same in both languages.
  fireEvent.change(screen.getByRole('textbox'), { target: { value: email } });
  fireEvent.submit(screen.getByRole('form'));
};

describe('TeamSection', () => {
  it("offers the admin no remove or role control on their own row, only on others'", async () => {
    teamApi();
    renderTeam();
    const own = await rowOf('karim@example.com');
    expect(within(own).getByText('You')).toBeTruthy();
    expect(within(own).queryByRole('button')).toBeNull();
    expect(within(own).queryByRole('combobox')).toBeNull();
    expect(within(own).getByText('Admin')).toBeTruthy();

    const other = await rowOf('mona@example.com');
    expect(within(other).getByRole('button', { name: 'Remove mona@example.com' })).toBeTruthy();
    expect(within(other).getByRole('combobox', { name: 'Role of mona@example.com' })).toBeTruthy();
  });

  it('after an invitation, offers its link on WhatsApp and to copy', async () => {
    teamApi();
    const writeText = vi.fn(() => Promise.resolve());
    // jsdom has no clipboard.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'clipboard');
    });
    renderTeam();
    await rowOf('karim@example.com');
    expect(screen.queryByRole('link', { name: 'Share on WhatsApp' })).toBeNull();
    await invite('new@example.com');

    const share = await screen.findByRole('region', { name: 'Let them know on WhatsApp' });
    const link = `${window.location.origin}/login?returnTo=%2Fmy-access`;
    const whatsapp = within(share).getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    expect(href.searchParams.get('text')).toBe(
      '\u2068Nile Motors\u2069 invited you to join its team on Arabeya. ' +
        `Sign in with \u2068new@example.com\u2069 to accept: ${link}`,
    );
    expect(within(share).getByText(link)).toBeTruthy();

    fireEvent.click(within(share).getByRole('button', { name: 'Copy link' }));
    await within(share).findByRole('button', { name: 'Link copied' });
    expect(writeText).toHaveBeenCalledWith(link);
  });

  it('writes the WhatsApp message in the page language, the names isolated', async () => {
    await setLanguage('ar');
    try {
      teamApi();
      renderTeam('معرض النيل 45');
      await rowOf('karim@example.com');
      await invite('new@example.com');
      const whatsapp = await screen.findByRole('link', { name: 'مشاركة عبر واتساب' });
      const text = new URL(whatsapp.getAttribute('href') ?? '').searchParams.get('text');
      expect(text).toBe(
        'دعاك \u2068معرض النيل 45\u2069 للانضمام إلى فريقه على عربية. ' +
          'سجّل الدخول بالبريد \u2068new@example.com\u2069 لقبول الدعوة: ' +
          `${window.location.origin}/login?returnTo=%2Fmy-access`,
      );
    } finally {
      await setLanguage('en');
    }
    await waitFor(() => expect(document.documentElement.dir).toBe('ltr'));
  });
});
