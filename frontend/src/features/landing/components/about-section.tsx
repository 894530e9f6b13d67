import type { Stylist } from '@beauty/domain/schemas/catalog';
import { useState } from 'react';
import { SparkleIcon } from '@/components/icons';
import { Skeleton } from '@/components/ui/skeleton';
import { useActiveStylists } from '../api/get-stylists';
import { SectionHeading } from './section-heading';
import './about.css';

/** `achievements` is comma-separated; the card names the first one only (spec 000). */
const firstAchievement = (achievements: string) => achievements.split(',')[0]?.trim() ?? '';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

function StylistPortrait({ stylist }: { stylist: Stylist }) {
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(stylist.profileImageUrl) && !failed;
  return (
    <div className="stylist-card__portrait stack">
      {showPhoto ? (
        // Square WebP sizes from the image pipeline; width/height keep the card from shifting.
        <picture>
          {stylist.profileImageSrcset ? (
            <source
              type="image/webp"
              srcSet={stylist.profileImageSrcset}
              sizes="(min-width: 64rem) 24rem, (min-width: 44rem) 50vw, 100vw"
            />
          ) : null}
          <img
            src={stylist.profileImageUrl ?? undefined}
            alt={`Portrait of ${stylist.name}`}
            width={480}
            height={480}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        </picture>
      ) : (
        <span className="stylist-card__monogram ring" aria-hidden="true">
          {initials(stylist.name)}
        </span>
      )}
    </div>
  );
}

function StylistCard({ stylist }: { stylist: Stylist }) {
  const achievement = firstAchievement(stylist.achievements);
  return (
    <article className="media-card stylist-card" aria-labelledby={`stylist-${stylist.id}`}>
      <StylistPortrait stylist={stylist} />
      <div className="stylist-card__body">
        <h3 id={`stylist-${stylist.id}`} className="stylist-card__name">
          {stylist.name}
        </h3>
        <p className="stylist-card__title">{stylist.title}</p>
        <p className="note">{stylist.bio}</p>
        <dl className="stylist-card__facts stack gap-3">
          {achievement ? (
            <div>
              <dt className="caps-tag">
                <SparkleIcon />
                Highlight
              </dt>
              <dd>{achievement}</dd>
            </div>
          ) : null}
          {stylist.experience ? (
            <div>
              <dt className="caps-tag">Experience</dt>
              <dd>{stylist.experience}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}

function StylistSkeleton() {
  return (
    <div className="media-card stylist-card stylist-card--loading">
      <Skeleton className="stylist-card__portrait stack" />
      <div className="stylist-card__body">
        <Skeleton className="stylist-card__skeleton stylist-card__skeleton--name" />
        <Skeleton className="stylist-card__skeleton stylist-card__skeleton--title" />
        <Skeleton className="stylist-card__skeleton" />
        <Skeleton className="stylist-card__skeleton" />
        <Skeleton className="stylist-card__skeleton stylist-card__skeleton--short" />
      </div>
    </div>
  );
}

function OurStory() {
  return (
    <article className="story-card" aria-labelledby="our-story-title">
      <p className="eyebrow">Puyallup, WA</p>
      <h3 id="our-story-title" className="story-card__title">
        Our Story
      </h3>
      <p>
        We began with one makeup kit and a love of wedding mornings in Puyallup. Today we are a small team of
        hair and makeup artists who travel across the South Puget Sound, from Tacoma to Bonney Lake.
      </p>
      <p>
        Every look starts with a conversation. We choose products for your skin, build styles that hold
        through Pacific Northwest weather, and stay calm so you can enjoy the day.
      </p>
    </article>
  );
}

/** #about: the active stylists (none and no message if the call fails) and our story. */
export function AboutSection() {
  const stylists = useActiveStylists();
  return (
    <section id="about" className="landing-section landing-section--cream" aria-labelledby="about-title">
      <div className="container">
        <SectionHeading
          id="about-title"
          eyebrow="About Us"
          title="Meet Your Beauty Experts"
          lead="The artists who will be with you on the day, devoted to every detail of your look."
        />
        <div className="card-grid stack gap-6" aria-busy={stylists.isPending}>
          {stylists.isPending ? (
            <>
              <p role="status" className="visually-hidden">
                Loading our stylists…
              </p>
              <StylistSkeleton />
              <StylistSkeleton />
            </>
          ) : (
            (stylists.data ?? []).map((stylist) => <StylistCard key={stylist.id} stylist={stylist} />)
          )}
          <OurStory />
        </div>
      </div>
    </section>
  );
}
