import { screen } from '@testing-library/react';
import { currentAuthState, raiseAlert } from '@talent/event-bus';
import { Route, Routes } from 'react-router-dom';
import {
  aCompanyUser,
  anApplicantUser,
  deferred,
  recordAlerts,
  renderAt,
  resetSession,
  signedIn,
} from './index';

const alerts = recordAlerts();

describe('the test kit', () => {
  it('renders routes at a path, with the location shown when asked', () => {
    renderAt(
      '/applicants?page=2',
      <Routes>
        <Route path="/applicants" element={<h1>Applicants</h1>} />
      </Routes>,
      { showLocation: true },
    );
    expect(screen.getByRole('heading', { name: 'Applicants' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/applicants?page=2');
  });

  it('publishes a signed-in session and clears it', () => {
    const company = aCompanyUser();
    signedIn(company, '9|secret');
    expect(currentAuthState()).toMatchObject({ status: 'authenticated', user: company, token: '9|secret' });
    resetSession();
    expect(currentAuthState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('makes people by factory, each field open to change', () => {
    expect(anApplicantUser({ name: 'Sara Ahmed' })).toMatchObject({ name: 'Sara Ahmed', is_company: false });
    expect(aCompanyUser().is_company).toBe(true);
  });

  it('records the alerts raised during a test', async () => {
    raiseAlert({ message: 'Saved', type: 'success' });
    expect(alerts).toEqual([{ message: 'Saved', type: 'success' }]);
    const call = deferred<number>();
    call.resolve(4);
    await expect(call.promise).resolves.toBe(4);
  });
});
