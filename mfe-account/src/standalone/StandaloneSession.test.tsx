import { auth$, raiseAlert, startSession } from '@talent/event-bus';
import { act, screen } from '@testing-library/react';
import { anApplicantUser } from '@talent/test-kit';
import { renderAt } from '../testing/renderAt';
import { StandaloneRoutes } from './StandaloneApp';
import { StandaloneSession } from './StandaloneSession';

/** The account these tests sign in as. */
const sara = anApplicantUser({ id: 7, name: 'Sara Ahmed', email: 'sara@example.com' });

function openStandalone(path: string) {
  renderAt(
    path,
    <>
      <StandaloneSession />
      <StandaloneRoutes />
    </>,
  );
}

describe('the stand-in for the shell when the remote runs alone', () => {
  it('starts with nobody signed in', () => {
    openStandalone('/login');
    expect(auth$.getValue().status).toBe('anonymous');
  });

  it('takes a handed-over session as signed in and follows its redirect', () => {
    openStandalone('/signup');
    act(() => startSession({ user: sara, token: '1|abc', source: 'login', redirectTo: '/forgot-password' }));

    expect(auth$.getValue()).toMatchObject({ status: 'authenticated', user: sara, token: '1|abc' });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  it('shows the alerts raised on the bus', () => {
    openStandalone('/login');
    act(() => raiseAlert({ type: 'success', message: 'Password reset link sent!' }));
    expect(screen.getByRole('status')).toHaveTextContent('Password reset link sent!');
  });
});
