import { serviceTypeLabels } from '@beauty/domain/messages';
import type { PublicTestimonial } from '@beauty/domain/schemas/testimonial';
import { Link } from '@/app/navigation/navigation';
import { Stars } from '@/components/stars';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTestimonials } from '../api/get-testimonials';
import { SectionHeading } from './section-heading';
import './testimonials.css';

type DisplayedTestimonial = Pick<
  PublicTestimonial,
  'id' | 'customerName' | 'serviceType' | 'rating' | 'content'
>;

/** Shown when no approved reviews come back (spec 000 section 4). */
export const FALLBACK_TESTIMONIALS: readonly DisplayedTestimonial[] = [
  {
    id: 'fallback-1',
    customerName: 'Sarah M.',
    serviceType: 'bridal',
    rating: 5,
    content:
      'I felt like the most beautiful version of myself on my wedding day. My makeup looked flawless from the first look to the last dance, and the whole morning felt calm and fun.',
  },
  {
    id: 'fallback-2',
    customerName: 'Jessica L.',
    serviceType: 'both',
    rating: 5,
    content:
      'They did hair and makeup for my engagement photos and I could not stop smiling at the pictures. Professional, on time and so easy to work with.',
  },
  {
    id: 'fallback-3',
    customerName: 'Amanda K.',
    serviceType: 'makeup',
    rating: 5,
    content:
      'The free consultation made all the difference. We found a look that felt like me, and it lasted through a long summer evening in Tacoma.',
  },
];

/** How many reviews the section shows (newest first). */
const SHOWN = 6;

function TestimonialCard({ testimonial }: { testimonial: DisplayedTestimonial }) {
  return (
    <figure className="testimonial-card">
      <Stars rating={testimonial.rating} block="stars" />
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.content}</p>
      </blockquote>
      <figcaption className="testimonial-card__author inline gap-3">
        <span className="testimonial-card__avatar ring" aria-hidden="true">
          {testimonial.customerName.charAt(0).toUpperCase()}
        </span>
        <span>
          <span className="testimonial-card__name">{testimonial.customerName}</span>
          <span className="testimonial-card__service caps-tag">
            {serviceTypeLabels[testimonial.serviceType]}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

function TestimonialSkeleton() {
  return (
    <div className="testimonial-card testimonial-card--loading">
      <Skeleton className="testimonial-card__skeleton testimonial-card__skeleton--stars" />
      <Skeleton className="testimonial-card__skeleton" />
      <Skeleton className="testimonial-card__skeleton" />
      <Skeleton className="testimonial-card__skeleton" />
      <Skeleton className="testimonial-card__skeleton testimonial-card__skeleton--short" />
      <Skeleton className="testimonial-card__skeleton testimonial-card__skeleton--author" />
    </div>
  );
}

/** #testimonials: approved reviews, or three of our own words when there are none yet. */
export function TestimonialsSection() {
  const testimonials = useTestimonials();
  const fetched = testimonials.data ?? [];
  const shown = fetched.length > 0 ? fetched.slice(0, SHOWN) : FALLBACK_TESTIMONIALS;

  return (
    <section
      id="testimonials"
      className="landing-section landing-section--ivory"
      aria-labelledby="testimonials-title"
    >
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Kind Words"
          title="What Our Clients Say"
          lead="Brides, bridesmaids and birthday girls across the South Sound."
        />
        <div className="card-grid stack gap-6" aria-busy={testimonials.isPending}>
          {testimonials.isPending ? (
            <>
              <p role="status" className="visually-hidden">
                Loading reviews…
              </p>
              <TestimonialSkeleton />
              <TestimonialSkeleton />
              <TestimonialSkeleton />
            </>
          ) : (
            shown.map((testimonial) => <TestimonialCard key={testimonial.id} testimonial={testimonial} />)
          )}
        </div>
        <div className="testimonials__cta">
          <Link to="/submit-testimonial" className={buttonClasses({ variant: 'outline' })}>
            Share Your Experience
          </Link>
        </div>
      </div>
    </section>
  );
}
