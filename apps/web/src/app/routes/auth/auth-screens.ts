/** The sign-in and registration screens, one lazy chunk: they share the auth forms, and one route import costs the first load fewer bytes. */
export { Component as LoginPage } from './login-page';
export { Component as RegisterPage } from './register-page';
