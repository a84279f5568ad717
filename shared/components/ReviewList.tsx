import { reviewSource } from '../content/generated/site';
import type { Review } from '../content/types';
import { fillSlots } from '../format/fill-slots';
import { StarRating } from './StarRating';

/** Reviews as their authors published them, each with a link to where: a quote nobody can trace is not shown as a review. */
export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="home-quotes">
      {reviews.map((review) => (
        <li key={review.source} className="home-quote">
          <figure>
            <StarRating rating={review.rating} />
            <blockquote className="home-quote__text" cite={review.source}>
              <p>{review.quote}</p>
            </blockquote>
            <figcaption className="home-quote__by">
              <strong>{review.author}</strong>
              <span>{review.company}</span>
              <span className="home-quote__source">
                <a href={review.source} rel="noopener">
                  {fillSlots(reviewSource, { platform: review.platform })}
                </a>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
