import { pageContentShown$ } from '@talent/event-bus';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderAt } from '../../testing/renderAt';
import AboutPage from './AboutPage';

function openAbout() {
  renderAt(
    '/about',
    <Routes>
      <Route path="/about" element={<AboutPage />} />
    </Routes>,
  );
}

it("is titled 'About Us' with the feature grid 'How we make it easier'", () => {
  openAbout();
  expect(screen.getByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 2, name: 'How we make it easier' })).toBeInTheDocument();
});

it('lists the seven features of spec §2 in order', () => {
  openAbout();
  const features = within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
  expect(features).toEqual([
    'Streamlined template',
    'Easy updates',
    'Specialized fields classification',
    'Efficient information management',
    'Straightforward building',
    'Secure profile management',
    'Clean PDF generation',
  ]);
  expect(screen.getByText(/two primary fields with their sub-specializations/)).toBeInTheDocument();
});

it("tells the shell it is drawn, so the server's copy of the page gives way (issue 32)", () => {
  let announced = 0;
  const listening = pageContentShown$.subscribe(() => (announced += 1));
  openAbout();
  expect(announced).toBeGreaterThan(0);
  listening.unsubscribe();
});
