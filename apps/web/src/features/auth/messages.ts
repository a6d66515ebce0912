// Fixed texts of the auth screens (spec §5, §8).
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms of Service and Privacy Policy to continue.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const PASSWORD_MIN_LENGTH = 8;
