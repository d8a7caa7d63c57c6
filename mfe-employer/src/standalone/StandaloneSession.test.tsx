import { getAuthToken } from '@talent/api-sdk';
import { auth$, raiseAlert } from '@talent/event-bus';
import { act, screen } from '@testing-library/react';
import { renderAt } from '../testing/renderAt';
import { StandaloneSession } from './StandaloneSession';

afterEach(() => localStorage.clear());

describe('the stand-in for the shell when the remote runs alone', () => {
  it('signs API calls with a token stored on this origin', () => {
    localStorage.setItem('token', '3|secret');
    renderAt('/shortlists', <StandaloneSession />);
    expect(getAuthToken()).toBe('3|secret');
    expect(auth$.getValue()).toMatchObject({ status: 'authenticated', token: '3|secret', applicant: null });
  });

  it('starts anonymous without a stored token', () => {
    renderAt('/shortlists', <StandaloneSession />);
    expect(auth$.getValue().status).toBe('anonymous');
  });

  it('shows an alert raised on the bus and hides it after its duration', () => {
    jest.useFakeTimers();
    try {
      renderAt('/shortlists', <StandaloneSession />);
      act(() => raiseAlert({ type: 'success', message: 'Shortlist deleted.', durationMs: 5000 }));
      expect(screen.getByRole('status')).toHaveTextContent('Shortlist deleted.');
      act(() => jest.advanceTimersByTime(5000));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
