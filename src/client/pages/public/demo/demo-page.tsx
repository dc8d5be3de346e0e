import { ArrowLeft, ArrowRight, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import type { UserDto } from "../../../../common/schemas/auth";
import { buttonClasses } from "../../../components/ui/button";
import { useAuth } from "../../../features/auth/use-auth";
import { useLandingFigures } from "../../../features/public/use-landing-figures";
import { PublicLayout } from "../public-layout";
import { DEMO_SAMPLES } from "./demo-samples";
import { SampleCard } from "./sample-card";

/** The figures the demo states, each read from the data (packages, settings, credit tiers); none invented. */
function useClaims() {
  const { t } = useTranslation();
  const { flagship, freeCredits, cheapestTier } = useLandingFigures();
  const claims: { key: string; value: string; label: string }[] = [];
  if (flagship) {
    const pkg = { package: flagship.name };
    claims.push({
      key: "words",
      value: t("demo.claims.words.value", { words: flagship.minWords }),
      label: t("demo.claims.words.label", pkg),
    });
    claims.push({
      key: "sections",
      value: t("demo.claims.sections.value", { sections: flagship.sections }),
      label: t("demo.claims.sections.label", pkg),
    });
  }
  if (freeCredits) {
    claims.push({
      key: "free",
      value: t("demo.claims.free.value", { credits: freeCredits }),
      label: t("demo.claims.free.label"),
    });
  }
  if (cheapestTier) {
    claims.push({
      key: "price",
      value: t("demo.claims.price.value", { price: cheapestTier.price }),
      label: t("demo.claims.price.label"),
    });
  }
  return claims;
}

/** /demo: public; in the app shell for a signed-in user, with the landing header for a visitor. */
export default function DemoPage() {
  const { user } = useAuth();
  const signedIn = user && !user.mustChangePassword ? user : null;
  return (
    <PublicLayout>
      <DemoContent user={signedIn} />
    </PublicLayout>
  );
}

function DemoContent({ user }: { user: UserDto | null }) {
  const { t } = useTranslation();
  const claims = useClaims();
  return (
    <div className="grid gap-8 [&>*]:min-w-0" data-testid="demo-page">
      <section className="rounded-2xl bg-gradient-to-br from-emerald-800 to-emerald-950 p-6 text-white sm:p-8">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-semibold">
          <Sparkles aria-hidden className="size-3.5 text-amber-300" />
          {t("demo.badge")}
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-4xl">{t("demo.title")}</h1>
        <p className="mt-2 max-w-2xl text-emerald-50">{t("demo.subtitle")}</p>
        <dl aria-label={t("demo.claimsLabel")} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {claims.map((claim) => (
            <div key={claim.key} className="flex flex-col-reverse rounded-xl bg-white/10 p-3 sm:p-4">
              <dt className="mt-1 text-xs text-emerald-50 sm:text-sm">{claim.label}</dt>
              <dd className="text-2xl font-bold text-amber-300 sm:text-3xl">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="demo-samples-title" className="grid gap-4">
        <h2 id="demo-samples-title" className="text-xl font-semibold text-slate-900">
          {t("demo.samplesTitle")}
        </h2>
        <div className="grid gap-6 lg:grid-cols-3 [&>*]:min-w-0">
          {DEMO_SAMPLES.map((sample) => (
            <SampleCard key={sample} sample={sample} />
          ))}
        </div>
      </section>

      <section className="flex flex-col items-start gap-4 rounded-2xl border border-emerald-200 bg-white p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{t("demo.ctaTitle")}</h2>
          <p className="mt-1 text-sm text-slate-600">{t("demo.ctaText")}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {user ? (
            <Link href="/create-proposal" className={buttonClasses("primary", "lg")} data-testid="demo-cta">
              {t("demo.ctaUser")}
              <ArrowRight aria-hidden />
            </Link>
          ) : (
            <>
              <Link href="/" className={buttonClasses("outline", "lg")}>
                <ArrowLeft aria-hidden />
                {t("demo.back")}
              </Link>
              <a href="/api/login?signup=1" className={buttonClasses("primary", "lg")} data-testid="demo-cta">
                {t("demo.ctaVisitor")}
                <ArrowRight aria-hidden />
              </a>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
