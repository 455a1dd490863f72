import { AudienceSection } from '../components/audience-section';
import { ClosingCta } from '../components/closing-cta';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { PlatformsSection } from '../components/platforms-section';

export function LandingPage() {
  return (
    <>
      <title>Postwright: LinkedIn posts in your own voice</title>
      <HeroSection />
      <FeaturesSection />
      <PlatformsSection />
      <AudienceSection />
      <ClosingCta />
    </>
  );
}
