import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, ExternalLink, FileDown } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "wouter";
import { formatCredits, formatRM } from "../../../../common/money";
import type { PaymentDto } from "../../../../common/schemas/credits";
import { PageHeading } from "../../../components/page-heading";
import { PageLoader } from "../../../components/page-loader";
import { QueryError } from "../../../components/query-error";
import { Alert } from "../../../components/ui/alert";
import { buttonClasses } from "../../../components/ui/button";
import { Card } from "../../../components/ui/card";
import { signedInScreen } from "../../../features/auth/signed-in-screen";
import { paymentMethodLabel } from "../../../features/credits/payment-method-label";
import { PaymentStatusBadge } from "../../../features/credits/payment-status-badge";
import { receiptUrl, useOwnPurchase } from "../../../features/credits/use-credits";
import { parseApiError } from "../../../lib/api-error";
import { formatDate } from "../../../lib/format";
import { queryKeys } from "../../../lib/query-keys";
import { BankDetails } from "./bank-details";

/** What the buyer does next, by payment method (only while the payment is pending). */
function PaymentSteps({ payment: p }: { payment: PaymentDto }) {
  const { t } = useTranslation();
  const values = { amount: formatRM(p.amountRM), serial: p.tokenSerial, reference: p.bankReference ?? "" };
  const steps = Object.keys(t(`payment.steps.${p.method}`, { returnObjects: true }) as Record<string, string>);
  return (
    <Card className="grid gap-4 p-5 sm:p-6" data-testid="payment-steps">
      <h2 className="text-lg font-bold text-slate-900">{t("payment.stepsTitle")}</h2>
      <ol className="grid list-decimal gap-2 pl-5 text-sm text-slate-700">
        {steps.map((step) => (
          <li key={step}>{t(`payment.steps.${p.method}.${step}`, values)}</li>
        ))}
      </ol>
      {p.method === "online_banking" ? <BankDetails amountRM={p.amountRM} purchaseNote={false} /> : null}
    </Card>
  );
}

/** A pending FPX payment: the way back to the bank's page, and that this page updates itself. */
function FpxSteps({ payment: p }: { payment: PaymentDto }) {
  const { t } = useTranslation();
  return (
    <Card className="grid gap-4 p-5 sm:p-6" data-testid="fpx-steps">
      <h2 className="text-lg font-bold text-slate-900">{t("payment.fpxTitle")}</h2>
      <p className="text-sm text-slate-700">{t("payment.fpxSteps", { amount: formatRM(p.amountRM) })}</p>
      {p.payUrl ? (
        <div>
          <a href={p.payUrl} className={buttonClasses("primary", "md")} data-testid="fpx-continue">
            <ExternalLink aria-hidden />
            {t("payment.fpxContinue")}
          </a>
        </div>
      ) : null}
    </Card>
  );
}

/** The product's own payment-instructions page for one purchase (/payment/{serial}). */
function PaymentPage() {
  const { t } = useTranslation();
  const { serial = "" } = useParams<{ serial: string }>();
  const payment = useOwnPurchase(serial);
  const queryClient = useQueryClient();
  // The balance and the purchase list move when a pending payment settles while the page is open.
  const seen = useRef(payment.data?.status);
  useEffect(() => {
    const status = payment.data?.status;
    if (seen.current === "pending" && status && status !== "pending") {
      void queryClient.invalidateQueries({ queryKey: queryKeys.balance });
      void queryClient.invalidateQueries({ queryKey: queryKeys.purchases });
    }
    seen.current = status;
  }, [payment.data?.status, queryClient]);
  const back = (
    <Link href="/credits" className={buttonClasses("outline", "md")}>
      <ArrowLeft aria-hidden />
      {t("payment.back")}
    </Link>
  );

  if (payment.isError) {
    const status = parseApiError(payment.error).status;
    return (
      <div className="grid gap-6">
        <PageHeading title={t("payment.title")} />
        {status === 404 || status === 400 ? (
          <Alert data-testid="payment-not-found">{t("payment.notFound")}</Alert>
        ) : (
          <QueryError error={payment.error} onRetry={() => payment.refetch()} />
        )}
        <div>{back}</div>
      </div>
    );
  }
  if (!payment.data) return <PageLoader />;
  const p = payment.data;
  const rows: [string, React.ReactNode][] = [
    [t("payment.status"), <PaymentStatusBadge key="s" status={p.status} />],
    [
      t("payment.credits"),
      p.bonusCredits > 0
        ? t("creditShop.purchases.creditsValue", {
            credits: formatCredits(p.credits),
            bonus: formatCredits(p.bonusCredits),
          })
        : formatCredits(p.credits),
    ],
    // Only a payment still to be made is 'to pay'.
    [
      t(
        p.status === "pending"
          ? "payment.amount"
          : p.status === "verified"
            ? "payment.amountPaid"
            : "payment.amountOnly",
      ),
      formatRM(p.amountRM),
    ],
    [t("payment.method"), paymentMethodLabel(t, p.method, p.gateway !== null)],
    [t("payment.created"), formatDate(p.createdAt, { dateStyle: "medium", timeStyle: "short" })],
    ...(p.bankReference ? [[t("payment.bankReference"), p.bankReference] as [string, React.ReactNode]] : []),
    ...(p.gatewayReference ? [[t("payment.fpxReference"), p.gatewayReference] as [string, React.ReactNode]] : []),
  ];

  return (
    <div className="grid gap-6 [&>*]:min-w-0" data-testid="payment-page">
      <PageHeading
        title={t(p.status === "pending" ? "payment.title" : "payment.detailsTitle")}
        subtitle={t("payment.subtitle", { serial: p.tokenSerial })}
      >
        {back}
      </PageHeading>
      <Alert variant={p.status === "rejected" ? "error" : "info"} data-testid="payment-note">
        {t(p.status === "pending" && p.gateway ? "payment.fpxPendingNote" : `payment.${p.status}Note`)}
        {p.rejectionReason ? (
          <span className="mt-1 block font-medium" data-testid="payment-rejection-reason">
            {t("payment.rejectionReason", { reason: p.rejectionReason })}
          </span>
        ) : null}
      </Alert>
      <div className="grid items-start gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <Card className="p-5 sm:p-6">
          <p className="font-mono text-2xl font-bold tracking-wide text-slate-900" data-testid="payment-serial">
            {p.tokenSerial}
          </p>
          <dl className="mt-4 grid gap-3 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-wrap items-center justify-between gap-x-4">
                <dt className="text-slate-600">{label}</dt>
                <dd className="font-semibold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        {p.status === "pending" ? p.gateway ? <FpxSteps payment={p} /> : <PaymentSteps payment={p} /> : null}
        {p.status === "verified" ? (
          <Card className="grid gap-3 p-5 sm:p-6" data-testid="payment-receipt">
            <h2 className="text-lg font-bold text-slate-900">{t("payment.receiptTitle")}</h2>
            <p className="text-sm text-slate-700">{t("payment.receiptText")}</p>
            <div>
              <a href={receiptUrl(p.tokenSerial)} download className={buttonClasses("primary", "md")}>
                <FileDown aria-hidden />
                {t("payment.receiptDownload")}
              </a>
            </div>
          </Card>
        ) : null}
      </div>
    </div>
  );
}

export default signedInScreen(PaymentPage);
