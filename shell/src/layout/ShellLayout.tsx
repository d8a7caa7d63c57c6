import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { AlertRegion } from '../alerts/AlertRegion';
import { routeAt } from '../routing/routes';
import { SessionOverlay } from '../session/SessionOverlay';
import { EmailReminder } from './EmailReminder';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const Main = styled.main`
  flex: 1;
`;

export function ShellLayout() {
  const { pathname } = useLocation();
  const hideNavbar = routeAt(pathname)?.hideNavbar ?? false;
  return (
    <Page>
      {!hideNavbar && <Navbar />}
      {!hideNavbar && <EmailReminder />}
      <AlertRegion />
      <Main>
        <Outlet />
      </Main>
      <Footer />
      <SessionOverlay />
    </Page>
  );
}
