import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import ProfilePage from './ProfilePage';

it("is titled 'Your Profile' with the subtitle 'Manage your personal information'", () => {
  renderAt(
    '/profile',
    <Routes>
      <Route path="/profile" element={<ProfilePage />} />
    </Routes>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeInTheDocument();
  expect(screen.getByText('Manage your personal information')).toBeInTheDocument();
});
