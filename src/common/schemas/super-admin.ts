import { z } from "zod";
import { PASSWORD_MAX } from "../constants.js";
import { AdminUserDto, CREDITS_MAX, REASON_MAX } from "./admin.js";

/**
 * The super admin's account lifecycle: create users and agents, edit, reset a password, delete,
 * top up credits. Messages are catalogue keys: the server answers the Malay text, the client shows
 * the chosen language. Every route answers only to a signed-in super admin.
 */

/** The documented minimum of a temporary password set by a super admin. */
export const TEMPORARY_PASSWORD_MIN = 6;
export const NAME_MAX = 80;

const UserId = z.uuid({ error: "errors.USER_NOT_FOUND" });

const Name = (key: string) =>
  z.string({ error: key }).trim().min(1, { error: key }).max(NAME_MAX, { error: "validation.nameTooLong" });

const Email = (key: string) =>
  z
    .string({ error: key })
    .trim()
    .toLowerCase()
    .max(254, { error: key })
    .pipe(z.email({ error: key }));

// ---------------------------------------------------------------------------------------------
// Create user / create agent / test users

/** `POST /api/super-admin/create-user` and `/create-admin`: all three fields required. */
export const CreateAccountInput = z.object({
  email: Email("validation.fillAllFields"),
  firstName: Name("validation.fillAllFields"),
  lastName: Name("validation.fillAllFields"),
});
export type CreateAccountInput = z.infer<typeof CreateAccountInput>;

/** A new account and its temporary password, returned this once and never stored in clear. */
export const CreatedAccountDto = z.object({
  message: z.string(),
  user: AdminUserDto,
  temporaryPassword: z.string(),
});
export type CreatedAccountDto = z.infer<typeof CreatedAccountDto>;

/** `POST /api/super-admin/create-test-users`: one agent and one user assigned to it. */
export const CreatedTestUsersDto = z.object({
  message: z.string(),
  agent: z.object({ user: AdminUserDto, temporaryPassword: z.string() }),
  user: z.object({ user: AdminUserDto, temporaryPassword: z.string() }),
});
export type CreatedTestUsersDto = z.infer<typeof CreatedTestUsersDto>;

// ---------------------------------------------------------------------------------------------
// Edit

/** `PUT /api/super-admin/edit-user`: credits is the new balance, written as one adjustment. */
export const EditUserInput = z.object({
  userId: UserId,
  firstName: Name("validation.editFirstNameRequired"),
  lastName: Name("validation.editLastNameRequired"),
  email: Email("validation.validEmailRequired"),
  credits: z
    .number({ error: "validation.creditsNonNegative" })
    .int({ error: "validation.creditsNonNegative" })
    .min(0, { error: "validation.creditsNonNegative" })
    .max(CREDITS_MAX, { error: "validation.creditsNonNegative" }),
});
export type EditUserInput = z.infer<typeof EditUserInput>;

export const UserResultDto = z.object({ message: z.string(), user: AdminUserDto });
export type UserResultDto = z.infer<typeof UserResultDto>;

// ---------------------------------------------------------------------------------------------
// Reset password

/** `POST /api/super-admin/reset-password`; the confirmation is checked by the form. */
export const ResetPasswordInput = z.object({
  userId: UserId,
  temporaryPassword: z
    .string({ error: "validation.temporaryPasswordMin" })
    .min(TEMPORARY_PASSWORD_MIN, { error: "validation.temporaryPasswordMin" })
    .max(PASSWORD_MAX, { error: "validation.passwordMax" }),
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

export const MessageResultDto = z.object({ message: z.string() });
export type MessageResultDto = z.infer<typeof MessageResultDto>;

// ---------------------------------------------------------------------------------------------
// Delete

/** `DELETE /api/super-admin/users/{id}`: an id that is not a uuid is a user that does not exist. */
export const UserIdParams = z.object({ id: UserId });
export type UserIdParams = z.infer<typeof UserIdParams>;

// ---------------------------------------------------------------------------------------------
// Top up

/** `POST /api/super-admin/topup-credits`: new credits, the super admin as actor. */
export const TopupCreditsInput = z.object({
  userId: UserId,
  amount: z
    .number({ error: "validation.topupAmountInvalid" })
    .int({ error: "validation.topupAmountInvalid" })
    .min(1, { error: "validation.topupAmountInvalid" })
    .max(CREDITS_MAX, { error: "validation.topupAmountInvalid" }),
  /** Empty means the default reason ('Super admin credit top-up'). */
  reason: z.string().trim().max(REASON_MAX, { error: "validation.tooLong" }).optional(),
});
export type TopupCreditsInput = z.infer<typeof TopupCreditsInput>;

/** `credits` is the account's new balance. */
export const TopupResultDto = z.object({ message: z.string(), credits: z.number().int() });
export type TopupResultDto = z.infer<typeof TopupResultDto>;
