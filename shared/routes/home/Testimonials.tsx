import { testimonials as section } from '../../content/generated/home';
import type { Review } from '../../content/types';
import { ReviewList } from '../../components/ReviewList';
import { fillTokens, usePublicConfig } from '../../public-config';

/** The reviews this site may show (none: no section), each linked to where it was published. */
export function Testimonials({ reviews }: { reviews: Review[] }) {
  const config = usePublicConfig();
  if (!reviews.length) return null;
  return (
    <section className="section" aria-labelledby="home-testimonials-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-testimonials-title">{section.heading}</h2>
          <p className="lede">{fillTokens(section.lede, config)}</p>
        </header>
        <ReviewList reviews={reviews} />
      </div>
    </section>
  );
}
