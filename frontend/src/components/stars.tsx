import { RATING_STARS } from '@beauty/domain/limits';
/**
 * A rating shown as five stars, read out as one image ('Rated 4 out of 5'). `block` names the
 * caller's stylesheet block: the stars are `${block}__star`, the lit ones also
 * `${block}__star--filled` (a modifier of the caller's block, so two pages' sheets never meet).
 */
export function Stars({ rating, block }: { rating: number; block: string }) {
  return (
    <span className={block} role="img" aria-label={`Rated ${rating} out of ${RATING_STARS}`}>
      {Array.from({ length: RATING_STARS }, (_, index) => index + 1).map((star) => (
        <svg
          key={star}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          className={star <= rating ? `${block}__star ${block}__star--filled` : `${block}__star`}
        >
          <path d="m10 1.8 2.5 5.3 5.8.7-4.3 4 1.1 5.7L10 14.7l-5.1 2.8L6 11.8l-4.3-4 5.8-.7Z" />
        </svg>
      ))}
    </span>
  );
}
