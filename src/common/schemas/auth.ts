import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN, ROLES } from "../constants.js";

/** Messages are catalogue keys: the server answers the Malay text, the client shows the chosen language. */
export const EmailField = z
  .string({ error: "validation.emailInvalid" })
  .trim()
  .toLowerCase()
  .max(254, { error: "validation.emailInvalid" })
  .pipe(z.email({ error: "validation.emailInvalid" }));

export const NewPasswordField = z
  .string({ error: "validation.passwordRequired" })
  .min(PASSWORD_MIN, { error: "validation.passwordMin" })
  .max(PASSWORD_MAX, { error: "validation.passwordMax" });

const NameField = (requiredKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(80, { error: "validation.nameTooLong" });

export const RegisterInput = z.object({
  email: EmailField,
  password: NewPasswordField,
  firstName: NameField("validation.firstNameRequired"),
  lastName: NameField("validation.lastNameRequired"),
  /** The interface language at sign-up: the person's one language choice (Malay when absent). */
  language: z.enum(["ms", "en"]).optional(),
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: EmailField,
  password: z
    .string({ error: "validation.passwordRequired" })
    .min(1, { error: "validation.passwordRequired" })
    .max(PASSWORD_MAX, { error: "validation.passwordMax" }),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ChangePasswordInput = z.object({
  currentPassword: z
    .string({ error: "validation.passwordRequired" })
    .min(1, { error: "validation.passwordRequired" })
    .max(PASSWORD_MAX, { error: "validation.passwordMax" }),
  newPassword: NewPasswordField,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/**
 * Asks for a one-time sign-in link by email (a forgotten password, a locked account). `next`: the
 * same-site path the sign-in page was to return to; the link carries it (anything else is dropped).
 */
export const SignInLinkRequest = z.object({
  email: EmailField,
  next: z.string().max(500, { error: "validation.tooLong" }).optional(),
});
export type SignInLinkRequest = z.infer<typeof SignInLinkRequest>;

/** The token from the link (32 random bytes, base64url) and, optionally, a new password. */
export const SignInLinkUse = z.object({
  token: z
    .string({ error: "errors.SIGN_IN_LINK_INVALID" })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: "errors.SIGN_IN_LINK_INVALID" }),
  newPassword: NewPasswordField.optional(),
});
export type SignInLinkUse = z.infer<typeof SignInLinkUse>;

export const MessageDto = z.object({ message: z.string() });

export const UserDto = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  unlimited: z.boolean(),
  mustChangePassword: z.boolean(),
  language: z.enum(["ms", "en"]),
  createdAt: z.string(),
});
export type UserDto = z.infer<typeof UserDto>;
