import { z } from "zod";

/**
 * A password form's schema with its 'confirm' field, checked only in the browser. The confirmation
 * is required, and compared with `field` as soon as both are typed, even while another field of the
 * form is still wrong (a plain refine would wait until every other field passes).
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  field: keyof Shape & string,
) {
  return schema.extend({ confirmPassword: z.string().min(1, { error: "validation.confirmPasswordRequired" }) }).refine(
    (values) => {
      const typed = values as Record<string, unknown>;
      return typed[field] === typed.confirmPassword;
    },
    {
      path: ["confirmPassword"],
      error: "validation.passwordsDoNotMatch",
      when: ({ value }) => {
        const typed = value as Record<string, unknown>;
        return (
          typeof typed[field] === "string" && typeof typed.confirmPassword === "string" && typed.confirmPassword !== ""
        );
      },
    },
  );
}
