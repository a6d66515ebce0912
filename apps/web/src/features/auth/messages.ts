// Fixed texts of the auth screens (spec §5, §8).
export const TERMS_REQUIRED_MESSAGE = 'Please agree to the Terms of Service and Privacy Policy to continue.';
/** The same, on the vendor sign-up, whose box names the Vendor Terms. */
export const VENDOR_TERMS_REQUIRED_MESSAGE =
  'Please agree to the Vendor Terms and Privacy Policy to continue.';
export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred. Please try again.';
export const PASSWORD_MIN_LENGTH = 8;
