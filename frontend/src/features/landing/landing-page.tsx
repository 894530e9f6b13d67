import type { BridalPackageId, HairTier, MakeupTier } from '@beauty/domain/catalog';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useDocumentMeta } from '@/lib/document-meta';
import { scrollToSection } from '@/lib/scroll';
import { useBusinessName } from '@/lib/site';
import { useMarkHydrated } from '@/lib/use-mark-hydrated';
import { bookingReducer, EMPTY_BOOKING } from './booking-draft';
import { AboutSection } from './components/about-section';
import { BookingSection } from './components/booking-section';
import { BridalPackages } from './components/bridal-packages';
import { ConsultationBanner } from './components/consultation-banner';
import { ConsultationSection } from './components/consultation-section';
import { Hero } from './components/hero';
import { PricingSection, type TierCategory } from './components/pricing-section';
import { ServiceAreas } from './components/service-areas';
import { TestimonialsSection } from './components/testimonials-section';
import { LANDING_DESCRIPTION, landingTitle } from './seo';
import { useHashScroll } from './use-hash-scroll';
import './landing.css';

/** Spec 000 section 9: a choice made above scrolls to the booking form after about 100 ms. */
const SCROLL_TO_BOOKING_DELAY_MS = 100;

function useScrollToBookingSoon() {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => scrollToSection('book'), SCROLL_TO_BOOKING_DELAY_MS);
  }, []);
}

/** '/' for visitors (and while the sign-in check runs). Section order per spec 000 section 2. */
export function LandingPage() {
  const businessName = useBusinessName();
  useDocumentMeta({ title: landingTitle(businessName), description: LANDING_DESCRIPTION });
  useHashScroll();
  useMarkHydrated();

  // The booking form's state lives here: pricing and bridal choices pre-fill it.
  const [booking, dispatch] = useReducer(bookingReducer, EMPTY_BOOKING);
  const scrollToBookingSoon = useScrollToBookingSoon();

  const selectTier = (category: TierCategory, tier: string) => {
    dispatch(
      category === 'makeup'
        ? { type: 'chooseMakeup', tier: tier as MakeupTier }
        : { type: 'chooseHair', tier: tier as HairTier },
    );
    scrollToBookingSoon();
  };

  const selectPackage = (id: BridalPackageId) => {
    dispatch({ type: 'choosePackage', id });
    scrollToBookingSoon();
  };

  return (
    <>
      <Hero />
      <ConsultationBanner />
      <PricingSection onSelectService={selectTier} />
      <BridalPackages selectedPackage={booking.bridalPackage} onSelectPackage={selectPackage} />
      <ServiceAreas />
      <AboutSection />
      <BookingSection values={booking} dispatch={dispatch} />
      <ConsultationSection />
      <TestimonialsSection />
    </>
  );
}
