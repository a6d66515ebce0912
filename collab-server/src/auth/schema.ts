// Request and response shapes of the auth endpoints.
import { NEXT_PATH_MAX_LENGTH, safeNextPath } from '@confetti/catalog/site-routes';
import { cleanName, isBlankName } from '@confetti/plan';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './passwords';

export const Email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ message: 'Enter a valid email address.' }))
  .transform((e) => e.toLowerCase());

// The common-password rule is checked after parsing (passwordProblem); the ceiling here keeps a huge
// body from reaching argon2, with the same sentence passwordProblem would say.
const Password = z
  .string()
  .min(1, 'Password is required.')
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

/** What someone wants to be called ("Maya"); blank means "not set". */
export const DisplayName = z
  .string()
  .transform(cleanName)
  .pipe(z.string().max(60, 'Keep your name under 60 characters.'))
  .transform((name) => (isBlankName(name) ? null : name));

export const SignupBody = z.object({
  email: Email,
  password: Password,
  displayName: DisplayName.optional(),
  agreeToTerms: z.boolean().optional().default(false),
  userType: z.enum(['couple', 'vendor']).optional().default('couple'),
  /** Where the confirmation link leads once followed (a path on this site): what they came to do. */
  next: z
    .string()
    .max(NEXT_PATH_MAX_LENGTH, `Keep next under ${NEXT_PATH_MAX_LENGTH} characters.`)
    .refine((next) => safeNextPath(next) !== null, 'next must be a path on this site, such as /app/registry.')
    .optional(),
});

export const SigninBody = z.object({ email: Email, password: Password });

/**
 * Optional: whose session this sign-out is meant to end. A sign-out a device kept while offline names
 * the person who asked for it, so that it cannot end the session of whoever signed in there since.
 */
export const SignoutBody = z.object({ user_id: z.string().min(1).max(100).optional() });

export const PasswordResetBody = z.object({ email: Email });

export const PasswordResetConfirmBody = z.object({
  token: z.string().min(1).max(200),
  password: Password,
});

export const ConfirmQuery = z.object({
  token: z.string().min(1).max(200),
  /** Where to go once confirmed; anything but a path on this site goes to /app. */
  next: z.string().optional(),
});

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  user_type: z.enum(['couple', 'vendor']),
  onboarding_complete: z.boolean(),
  is_admin: z.boolean(),
  display_name: z.string().nullable(),
});

/** GET /api/auth/session when nobody is signed in: 200, so signed-out visitors see no error. */
export const NoSessionResponse = z.object({ user: z.null() });

export const ProfileBody = z.object({ display_name: DisplayName });

/** A signed-in person changing their password: the current one proves it is them. */
export const PasswordChangeBody = z.object({
  current_password: Password,
  new_password: Password,
});

export const SessionResponse = z.object({
  user: SessionUser,
  plans: z.array(
    z.object({
      id: z.string(),
      role: z.enum(['owner', 'partner', 'planner', 'viewer']),
      generation_id: z.string(),
    }),
  ),
});

/** Sign-in also answers the session's token, for `Authorization: Bearer` (spec §6). */
export const SigninResponse = SessionResponse.extend({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

export const MessageResponse = z.object({ message: z.string() });
export const SignupResponse = z.object({ status: z.literal('confirmation_sent'), message: z.string() });
