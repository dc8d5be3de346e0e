import { useLandingFigures } from "../../../features/public/use-landing-figures";
import { CtaSection } from "./cta-section";
import { FeaturesSection } from "./features-section";
import { HeroSection } from "./hero-section";
import { LandingFooter } from "./landing-footer";
import { LandingHeader } from "./landing-header";
import { ShareSection } from "./share-section";

export default function LandingPage() {
  const figures = useLandingFigures();
  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <LandingHeader />
      <main id="main" className="flex-1">
        <HeroSection figures={figures} />
        <ShareSection />
        <FeaturesSection figures={figures} />
        <CtaSection figures={figures} />
      </main>
      <LandingFooter />
    </div>
  );
}
