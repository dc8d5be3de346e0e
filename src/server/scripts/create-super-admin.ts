// `npm run create-super-admin -- --email a@b.my [--password ...] [--first-name ..] [--last-name ..]`
// Creates a super admin; the first one ever created is the protected account.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { EmailField } from "../../common/schemas/auth.js";
import { loadConfig } from "../config.js";
import { AppError } from "../core/errors.js";
import { openConfiguredDatabase } from "../db/open-from-config.js";
import { users } from "../db/schema.js";
import { createAccount } from "../modules/auth/accounts.js";

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    "first-name": { type: "string", default: "Super" },
    "last-name": { type: "string", default: "Admin" },
  },
});
const email = EmailField.safeParse(values.email ?? "");
if (!email.success) {
  console.error("Usage: npm run create-super-admin -- --email you@example.my [--password ...]");
  process.exit(1);
}
const config = loadConfig();
const database = await openConfiguredDatabase(config);
const generated = !values.password;
const password = values.password ?? randomBytes(12).toString("base64url");
try {
  const [protectedAdmin] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isProtected, true))
    .limit(1);
  await createAccount(database.db, {
    email: email.data,
    password,
    firstName: values["first-name"]!,
    lastName: values["last-name"]!,
    role: "super_admin",
    isProtected: !protectedAdmin,
    mustChangePassword: generated,
  });
  console.log(`Super admin ${email.data} created${protectedAdmin ? "" : " (the protected account)"}.`);
  if (generated) console.log(`One-time password: ${password} (to be changed at first sign-in)`);
} catch (error) {
  console.error(error instanceof AppError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
