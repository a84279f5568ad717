import type { IntegratedApp } from '../../content/types';

/**
 * One app's mark (a static SVG made from simple-icons by `npm run images`), named
 * for screen readers; brands simple-icons lacks get a monogram badge. The visible
 * name beside it is hidden from assistive technology because the mark carries it.
 */
export function AppLogo({ app }: { app: IntegratedApp }) {
  return (
    <span className="app-logo">
      {app.iconSlug ? (
        <img className="app-logo__mark" src={`/images/logos/${app.iconSlug}.svg`} alt={app.name} width={28} height={28} loading="lazy" decoding="async" />
      ) : (
        <span className="app-logo__mark app-logo__mark--text" role="img" aria-label={app.name}>
          {app.name.charAt(0)}
        </span>
      )}
      <span className="app-logo__name" aria-hidden="true">
        {app.name}
      </span>
    </span>
  );
}
