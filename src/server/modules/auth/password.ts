import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.js";

/** OWASP's argon2id profile: 19 MiB, 2 passes, 1 lane. Algorithm 2 is Argon2id (a const enum upstream). */
const ARGON2ID = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID as never);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone can type, verified for unknown emails so both paths take as long. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(`unused-${Math.random()}`);
  await verifyPassword(await dummyHash, password);
}

/** True for passwords on the common list, ignoring case, and for a run of one repeated character. */
export function isCommonPassword(password: string): boolean {
  const lowered = password.toLowerCase();
  return COMMON_PASSWORDS.has(lowered) || /^(.)\1+$/.test(password);
}
