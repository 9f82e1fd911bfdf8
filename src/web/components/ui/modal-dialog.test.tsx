import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { Flag } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Opener({ busy = false, onDismiss }: { busy?: boolean; onDismiss: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <ModalDialog
          role="dialog"
          icon={Flag}
          title="Report this listing"
          describedBy="about"
          busy={busy}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
        >
          <p id="about">Tell us what is wrong.</p>
          <button type="button">First</button>
          <button type="button">Last</button>
        </ModalDialog>
      )}
    </>
  );
}

describe('ModalDialog', () => {
  it('is named by its title, keeps Tab inside, and gives the focus back when dismissed', () => {
    const onDismiss = vi.fn();
    render(<Opener onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Report this listing' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('aria-describedby')).toBe('about');
    expect(document.activeElement?.textContent).toBe('First');
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement?.textContent).toBe('First');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('stays while busy: neither Escape nor the backdrop dismisses it', () => {
    const onDismiss = vi.fn();
    render(<Opener busy onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this listing' });
    expect(dialog.getAttribute('aria-busy')).toBe('true');

    fireEvent.keyDown(document, { key: 'Escape' });
    const backdrop = dialog.previousElementSibling;
    if (!(backdrop instanceof HTMLElement)) throw new Error('No backdrop');
    fireEvent.click(backdrop);
    expect(onDismiss).not.toHaveBeenCalled();
  });
});
