const { createAppConfig } = require('@talent/mf-config');

module.exports = createAppConfig({
  name: 'account',
  dirname: __dirname,
  exposes: {
    './LoginPage': './src/features/login/LoginPage.tsx',
    './SignupPage': './src/features/signup/SignupPage.tsx',
    './ForgotPasswordPage': './src/features/forgot-password/ForgotPasswordPage.tsx',
    './ResetPasswordPage': './src/features/reset-password/ResetPasswordPage.tsx',
    './VerifyEmailPage': './src/features/verify-email/VerifyEmailPage.tsx',
    './AccountPage': './src/features/account/AccountPage.tsx',
    './ConfirmEmailPage': './src/features/confirm-email/ConfirmEmailPage.tsx',
  },
});
