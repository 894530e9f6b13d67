import { lazyPage } from './lazy-page';

/** The five public pages (their own chunks), which the public pages' small tree also renders. */
export const LandingPage = lazyPage(() => import('@/features/landing/landing-page'), 'LandingPage');
export const GalleryPage = lazyPage(() => import('@/features/gallery/gallery-page'), 'GalleryPage');
export const StylistApplicationPage = lazyPage(
  () => import('@/features/stylist-application/stylist-application-page'),
  'StylistApplicationPage',
);
export const SubmitTestimonialPage = lazyPage(
  () => import('@/features/testimonials/submit-testimonial-page'),
  'SubmitTestimonialPage',
);
export const ContactPage = lazyPage(() => import('@/features/contact/contact-page'), 'ContactPage');
