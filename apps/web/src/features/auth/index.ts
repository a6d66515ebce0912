export { AuthLayout } from './auth-layout';
export { type AuthMode, AuthScreen, type AuthScreenProps } from './auth-screen';
export { TERMS_REQUIRED_MESSAGE, UNEXPECTED_ERROR_MESSAGE } from './messages';
export { DEFAULT_AFTER_SIGN_IN, safeNextPath } from './next-path';
