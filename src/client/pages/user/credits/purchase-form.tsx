import { zodResolver } from "@hookform/resolvers/zod";
import { Send, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { PAYMENT_METHODS } from "../../../../common/constants";
import { formatCredits, formatRM } from "../../../../common/money";
import type { UserDto } from "../../../../common/schemas/auth";
import { type PricingTierDto, PurchaseInput, type PurchaseResultDto } from "../../../../common/schemas/credits";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { EMAIL_INPUT, FormField, fieldAria, InputField } from "../../../components/ui/form-field";
import { toast } from "../../../components/ui/use-toast";
import { paymentMethodLabel } from "../../../features/credits/payment-method-label";
import { useAssignedAgent, useBankDetails, usePurchase } from "../../../features/credits/use-credits";
import { errorMessage } from "../../../lib/api-error";
import { markServerField } from "../../auth/server-error";
import { Textarea } from "../create/controls";
import { BankDetails } from "./bank-details";

type FormIn = z.input<typeof PurchaseInput>;
type FormOut = z.output<typeof PurchaseInput>;

const TEXT_FIELDS = ["fullName", "contactNumber", "userEmail", "address", "paymentMethod", "bankReference"] as const;

/** The purchase form for one tier: opened by choosing a tier, closed on cancel or success. */
export function PurchaseForm({
  user,
  tier,
  onCancel,
  onDone,
}: {
  user: UserDto;
  tier: PricingTierDto;
  onCancel: () => void;
  onDone: (result: PurchaseResultDto) => void;
}) {
  const { t } = useTranslation();
  const purchase = usePurchase();
  const agent = useAssignedAgent();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(PurchaseInput),
    mode: "onTouched",
    defaultValues: {
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      contactNumber: "",
      userEmail: user.email,
      address: "",
      paymentMethod: "bank_transfer",
      bankReference: "",
      selectedTier: tier.id,
      selectedCredits: tier.credits,
      selectedPriceRM: tier.priceRM,
      selectedBonusCredits: tier.bonusCredits,
    },
  });
  const method = useWatch({ control, name: "paymentMethod" });
  // Whether online banking settles itself through an FPX gateway or waits for a person.
  const bank = useBankDetails();
  const noAgent = method === "cash_agent" && agent.data !== undefined && !agent.data.agentEmail;

  // Choosing another tier keeps what was typed and changes what is bought.
  useEffect(() => {
    setValue("selectedTier", tier.id);
    setValue("selectedCredits", tier.credits);
    setValue("selectedPriceRM", tier.priceRM);
    setValue("selectedBonusCredits", tier.bonusCredits);
  }, [tier, setValue]);

  // The form opens below the tiers: bring it into view and put the reader at its title.
  useEffect(() => {
    headingRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, []);

  const onSubmit = handleSubmit(
    (values) =>
      purchase.submit(values, {
        onSuccess: (result) => {
          toast({
            variant: "success",
            title: t("creditShop.form.successTitle"),
            description: t("creditShop.form.successBody", { serial: result.tokenSerial }),
            duration: 5000,
          });
          onDone(result);
        },
        onError: (error) => {
          markServerField(error, setError, TEXT_FIELDS);
          toast({
            variant: "destructive",
            title: t("creditShop.form.failedTitle"),
            description: errorMessage(error, t) || t("creditShop.form.failed"),
          });
        },
      }),
    () =>
      toast({
        variant: "destructive",
        title: t("creditShop.form.incompleteTitle"),
        description: t("creditShop.form.incomplete"),
      }),
  );

  return (
    <Card className="p-5 sm:p-6" data-testid="purchase-form-card">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2
            ref={headingRef}
            tabIndex={-1}
            id="purchase-form-title"
            className="scroll-mt-24 text-xl font-bold text-slate-900 focus:outline-none"
          >
            {t("creditShop.form.title")}
          </h2>
          <p className="mt-1 text-sm text-slate-600" data-testid="purchase-summary">
            {t("creditShop.form.summary", {
              credits: formatCredits(tier.credits + tier.bonusCredits),
              price: formatRM(tier.priceRM),
            })}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={purchase.isPending}>
          <X aria-hidden />
          {t("creditShop.form.cancel")}
        </Button>
      </div>

      <div className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4"
          aria-labelledby="purchase-form-title"
          data-testid="purchase-form"
        >
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <InputField
              id="purchase-full-name"
              label={t("creditShop.form.fullName")}
              error={errors.fullName?.message}
              {...register("fullName")}
              autoComplete="name"
              required
            />
            <InputField
              id="purchase-contact"
              label={t("creditShop.form.contactNumber")}
              error={errors.contactNumber?.message}
              hint={t("creditShop.form.contactHint")}
              {...register("contactNumber")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
          </div>
          <InputField
            id="purchase-email"
            label={t("creditShop.form.email")}
            error={errors.userEmail?.message}
            hint={t("creditShop.form.emailHint")}
            {...register("userEmail")}
            {...EMAIL_INPUT}
          />
          <FormField id="purchase-address" label={t("creditShop.form.address")} error={errors.address?.message}>
            <Textarea
              {...fieldAria("purchase-address", errors.address?.message)}
              {...register("address")}
              rows={3}
              autoComplete="street-address"
              required
            />
          </FormField>

          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium text-slate-800">{t("creditShop.form.method")}</legend>
            {PAYMENT_METHODS.map((value) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50/60"
              >
                <input
                  type="radio"
                  value={value}
                  {...register("paymentMethod")}
                  className="mt-0.5 size-4 accent-emerald-700"
                  data-testid={`method-${value}`}
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">
                    {paymentMethodLabel(t, value, Boolean(bank.data?.fpxGateway))}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {t(
                      value === "online_banking" && bank.data?.fpxGateway
                        ? "creditShop.form.methodHints.online_banking_fpx"
                        : `creditShop.form.methodHints.${value}`,
                    )}
                  </span>
                </span>
              </label>
            ))}
            {errors.paymentMethod?.message ? (
              <p className="text-sm text-red-700">{t(errors.paymentMethod.message)}</p>
            ) : null}
          </fieldset>

          {method === "bank_transfer" ? (
            <InputField
              id="purchase-bank-reference"
              label={t("creditShop.form.bankReference")}
              error={errors.bankReference?.message}
              hint={t("creditShop.form.bankReferenceHint")}
              {...register("bankReference")}
              autoComplete="off"
              required
            />
          ) : null}
          {method === "cash_agent" && agent.data?.agentEmail ? (
            <Alert variant="info" data-testid="purchase-agent">
              {t("creditShop.form.agent", { name: agent.data.agentName, email: agent.data.agentEmail })}
            </Alert>
          ) : null}
          {noAgent ? <Alert data-testid="purchase-no-agent">{t("errors.NO_AGENT")}</Alert> : null}

          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" disabled={purchase.isPending || noAgent} data-testid="purchase-submit">
              <Send aria-hidden />
              {purchase.isPending ? t("creditShop.form.pending") : t("creditShop.form.submit")}
            </Button>
            <Button variant="outline" onClick={onCancel} disabled={purchase.isPending}>
              {t("creditShop.form.cancel")}
            </Button>
          </div>
        </form>
        {method === "bank_transfer" ? <BankDetails amountRM={tier.priceRM} /> : null}
      </div>
    </Card>
  );
}
