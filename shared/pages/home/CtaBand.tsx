import { Link } from '../../components/links';
import { ctaBand } from '../../content/home';
import { GetInTouchLink } from '../../components/layout/GetInTouchLink';

export function CtaBand() {
  return (
    <section className="home-cta" aria-labelledby="home-cta-title">
      <div className="container">
        <div className="home-cta__inner">
          <div>
            <h2 id="home-cta-title" className="home-cta__title">
              {ctaBand.heading}
            </h2>
            <p className="home-cta__text">{ctaBand.text}</p>
          </div>
          <div className="home-actions">
            <Link to="/pricing" className="button button--primary">
              View Pricing
            </Link>
            <GetInTouchLink className="button home-cta__secondary" />
          </div>
        </div>
      </div>
    </section>
  );
}
