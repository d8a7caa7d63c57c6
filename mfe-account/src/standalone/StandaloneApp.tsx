import { Container, UiProvider } from '@talent/ui';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import LoginPage from '../features/login/LoginPage';
import SignupPage from '../features/signup/SignupPage';
import ForgotPasswordPage from '../features/forgot-password/ForgotPasswordPage';
import ResetPasswordPage from '../features/reset-password/ResetPasswordPage';
import VerifyEmailPage from '../features/verify-email/VerifyEmailPage';
import AccountPage from '../features/account/AccountPage';
import ConfirmEmailPage from '../features/confirm-email/ConfirmEmailPage';
import { StandaloneSession } from './StandaloneSession';

/** The remote's pages at the shell's paths, so the account team can work without the shell running. */
export function StandaloneRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="/verify-email/:token" element={<VerifyEmailPage />} />
      <Route path="/account" element={<AccountPage />} />
      <Route path="/confirm-email/:token" element={<ConfirmEmailPage />} />
      <Route path="*" element={<Navigate to="/login" replace />} />
    </Routes>
  );
}

export function StandaloneApp() {
  return (
    <UiProvider>
      <BrowserRouter>
        <main>
          <Container width="narrow">
            <StandaloneSession />
          </Container>
          <StandaloneRoutes />
        </main>
      </BrowserRouter>
    </UiProvider>
  );
}
