import { ratingLabels } from '@beauty/domain/messages';
import { useState } from 'react';
import { cn } from '@/lib/cn';

export type Rating = 1 | 2 | 3 | 4 | 5;
const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

export interface StarRatingProps {
  id: string;
  label: string;
  value: Rating;
  onChange: (rating: Rating) => void;
}

function StarShape() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="star-rating__icon">
      <path
        d="M12 2.8l2.75 5.6 6.17.9-4.46 4.35 1.05 6.15L12 16.9l-5.51 2.9 1.05-6.15L3.08 9.3l6.17-.9Z"
        strokeLinejoin="round"
        strokeWidth="1.25"
      />
    </svg>
  );
}

/**
 * Five native radio buttons drawn as stars: a click, a tap or the arrow keys choose, and a
 * screen reader hears '3 stars, 3 of 5'. Pointing previews a rating without choosing it.
 */
export function StarRating({ id, label, value, onChange }: StarRatingProps) {
  const [preview, setPreview] = useState<Rating | null>(null);
  const shown = preview ?? value;
  const labelId = `${id}-label`;
  const textId = `${id}-text`;
  return (
    <div className="field stack gap-2">
      <span id={labelId} className="label">
        {label}
      </span>
      <div className="star-rating cluster">
        <div
          className="star-rating__stars"
          role="radiogroup"
          aria-labelledby={labelId}
          aria-describedby={textId}
          onPointerLeave={() => setPreview(null)}
        >
          {RATINGS.map((rating) => (
            <span
              key={rating}
              className={cn('star-rating__star stack', rating <= shown && 'star-rating__star--on')}
              onPointerEnter={() => setPreview(rating)}
            >
              <input
                id={`${id}-${rating}`}
                type="radio"
                name={id}
                value={rating}
                checked={rating === value}
                onChange={() => onChange(rating)}
                aria-label={rating === 1 ? '1 star' : `${rating} stars`}
                className="star-rating__input"
              />
              <StarShape />
            </span>
          ))}
        </div>
        <p id={textId} className="star-rating__text">
          {ratingLabels[value]}
        </p>
      </div>
    </div>
  );
}
