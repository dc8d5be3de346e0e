import { zodResolver } from "@hookform/resolvers/zod";
import { type UseFormReturn, useForm } from "react-hook-form";
import { z } from "zod";
import type { KindId } from "../../../common/kinds";
import { ProposalDetailsInput } from "../../../common/schemas/details";
import { type DetailsForm, type DetailsValues, detailsPayload } from "./details-values";
import { prepareFormDetails } from "./prepare-form-details";

const DetailsOnly = z.object({ details: ProposalDetailsInput.optional() });
type DetailsOutput = z.output<typeof DetailsOnly>;
export type DetailsOnlyForm = UseFormReturn<DetailsForm, unknown, DetailsOutput>;

/** A form of the details alone, for a screen whose other fields are not a form (the auto generator). */
export function useDetailsForm(initial: DetailsValues | undefined): DetailsOnlyForm {
  return useForm<DetailsForm, unknown, DetailsOutput>({
    resolver: zodResolver(DetailsOnly),
    defaultValues: { details: initial ?? {} },
  });
}

/**
 * The details checked and ready to send (undefined when none were given), or null when a field is
 * wrong: its message then shows under it and the details section opens.
 */
export async function checkedDetails(
  form: DetailsOnlyForm,
  kind: KindId,
): Promise<z.output<typeof ProposalDetailsInput> | undefined | null> {
  prepareFormDetails(form, kind);
  if (!(await form.trigger())) return null;
  const parsed = DetailsOnly.safeParse(form.getValues());
  return parsed.success ? detailsPayload(parsed.data.details) : null;
}
