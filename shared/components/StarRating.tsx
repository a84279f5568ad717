import { rating as ratingLabel } from '../content/generated/site';
import { fillSlots } from '../format/fill-slots';

const star = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** Stars drawn as one SVG image whose name carries the rating for screen readers. */
export function StarRating({ rating, outOf = 5 }: { rating: number; outOf?: number }) {
  return (
    <svg
      className="home-stars"
      role="img"
      aria-label={fillSlots(ratingLabel, { rating: String(rating), outOf: String(outOf) })}
      width={outOf * 20}
      height="20"
      viewBox={`0 0 ${outOf * 20} 20`}
    >
      {Array.from({ length: outOf }, (_, i) => (
        <path key={i} d={star} transform={`translate(${i * 20} 0)`} className={i < rating ? 'home-stars__on' : 'home-stars__off'} />
      ))}
    </svg>
  );
}
