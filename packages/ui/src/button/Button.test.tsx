import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/renderWithUi';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    renderWithUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('forwards button props such as type, aria attributes and click handlers', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button type="submit" variant="secondary" aria-describedby="help" onClick={onClick}>
        Sign in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'help');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while busy is disabled, marked aria-busy and ignores clicks', async () => {
    const onClick = jest.fn();
    renderWithUi(
      <Button busy onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('with a busy label is named by the face it shows, idle or busy', () => {
    const { rerender } = renderWithUi(<Button busyLabel="Saving...">Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    rerender(
      <Button busy busyLabel="Saving...">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('when not busy carries no aria-busy and stays enabled', () => {
    renderWithUi(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});

describe('ButtonLink', () => {
  it('is a link that keeps its address, target and relation', () => {
    renderWithUi(
      <ButtonLink href="/preview/7" target="_blank" rel="noopener noreferrer" variant="secondary">
        View Resume
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'View Resume' });
    expect(link).toHaveAttribute('href', '/preview/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).not.toHaveAttribute('variant');
  });
});
