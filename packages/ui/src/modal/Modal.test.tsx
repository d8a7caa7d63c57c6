import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { Button } from '../button/Button';
import { renderWithUi } from '../testing/renderWithUi';
import { Modal } from './Modal';

function ResetDialog({ onClose = () => {} }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Reset Resume</Button>
      <Modal
        open={open}
        onClose={close}
        title="Confirm Reset"
        closeLabel="Close"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Reset</Button>
          </>
        }
      >
        Are you sure you want to reset your resume? This action cannot be undone.
      </Modal>
    </>
  );
}

async function openDialog(onClose?: () => void) {
  const user = userEvent.setup();
  renderWithUi(<ResetDialog onClose={onClose} />);
  await user.click(screen.getByRole('button', { name: 'Reset Resume' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Confirm Reset' }) };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderWithUi(<ResetDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title', async () => {
    const { dialog } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent('This action cannot be undone.');
  });

  it('moves focus into the dialog on open', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Reset' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Resume' })).toHaveFocus();
  });

  it('closes on a click on the backdrop', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(onClose);
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a click inside the dialog', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openDialog(onClose);
    await user.click(screen.getByText(/Are you sure/));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
  });

  it('closes through its close button', async () => {
    const onClose = jest.fn();
    const { user } = await openDialog(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('focuses the element it is told to focus first', () => {
    function AdvancedSearch() {
      const applyRef = useRef<HTMLButtonElement>(null);
      return (
        <Modal open onClose={() => {}} title="Advanced Search" closeLabel="Close" initialFocusRef={applyRef}>
          <Button ref={applyRef}>Apply Filters</Button>
        </Modal>
      );
    }
    renderWithUi(<AdvancedSearch />);
    expect(screen.getByRole('button', { name: 'Apply Filters' })).toHaveFocus();
  });

  it('can be an alert dialog described by its question', () => {
    renderWithUi(
      <Modal open onClose={() => {}} title="Confirm Reset" role="alertdialog" describedBy="reset-question">
        <p id="reset-question">Are you sure you want to reset your resume?</p>
      </Modal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Reset' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to reset your resume?');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
  });
});
