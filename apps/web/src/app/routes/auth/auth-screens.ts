/** The sign-in and registration screens, one lazy chunk: they share the auth forms, and one route import costs the first load fewer bytes. */
export { Component as ForgotPasswordPage } from './forgot-password-page';
export { Component as LoginPage } from './login-page';
export { Component as RegisterPage } from './register-page';
export { Component as ResetPasswordPage } from './reset-password-page';
