import { emailSchema, newPasswordSchema, optionalText, z } from '@shared/schemas/common';

// Form schemas of customer-area §5. They move to src/shared/schemas/auth.ts
// (used by the routes too) when the accounts API lands; until then they
// live here so the screens work.

export const signInSchema = z.object({
  email: emailSchema(),
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;

export const registerSchema = z.object({
  fullName: z.string().trim().min(1, 'Full name is required').max(100, 'Full name must be at most 100 characters'),
  email: emailSchema(),
  password: newPasswordSchema(),
  professionalTitle: optionalText(100, 'Professional title'),
  linkedinProfile: z
    .string()
    .trim()
    .refine((value) => value === '' || URL.canParse(value), 'Please enter a valid URL')
    .transform((value) => (value === '' ? undefined : value))
    .optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterValues = z.output<typeof registerSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema() });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordValues = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1, 'Reset token is required'),
    password: newPasswordSchema(),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordValues = z.output<typeof resetPasswordSchema>;
