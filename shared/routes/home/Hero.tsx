import { Link } from '../../components/links';
import { hero } from '../../content/generated/home';
import { fillTokens, usePublicConfig } from '../../public-config';
import { GetInTouchLink } from '../../components/layout/GetInTouchLink';
import { PricesAtAGlance } from './PricesAtAGlance';
import { paths } from '../../site-paths';

/** Both glyphs, the button's aria-pressed showing one (client/styles/home.css): client/typewriter.ts only sets the attribute. */
function PauseGlyphs() {
  return (
    <>
      <svg className="home-hero__glyph home-hero__glyph--pause" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 2h3v12H4zM9 2h3v12H9z" fill="currentColor" />
      </svg>
      <svg className="home-hero__glyph home-hero__glyph--play" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
      </svg>
    </>
  );
}

/**
 * Screen readers get one static sentence; the typed word is aria-hidden. Every
 * word is also laid out invisibly in the same grid cell (as CSS generated
 * content, so it stays out of the heading text), which reserves the height of
 * the longest word and keeps the page below from jumping while it types.
 */
export function Hero() {
  const config = usePublicConfig();
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__grid">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            <span className="visually-hidden">{hero.staticSentence}</span>
            <span aria-hidden="true">
              {hero.headingPrefix}{' '}
              <span className="home-hero__words">
                {hero.words.map((word) => (
                  <span key={word} className="home-hero__sizer" data-word={word} />
                ))}
                <span className="home-hero__typed">{hero.words[0]}</span>
              </span>
            </span>
          </h1>
          <p className="lede">{fillTokens(hero.lede, config)}</p>
          <div className="home-actions">
            <Link to={paths.pricing} className="button button--primary">
              {hero.viewPricing}
            </Link>
            <GetInTouchLink className="button button--ghost" />
            <button type="button" className="home-hero__pause" aria-pressed="false" title={hero.pause}>
              <PauseGlyphs />
              <span className="visually-hidden">{hero.pause}</span>
            </button>
          </div>
        </div>
        <PricesAtAGlance />
      </div>
    </section>
  );
}
