import type { Highlight } from '../../content/types';
import { Icon } from '../../components/Icon';

/** The home page's icon-title-text grid, shared by the portal features and the value propositions. */
export function FeatureGrid({ items, className }: { items: Highlight[]; className?: string }) {
  return (
    <ul className={className ? `home-features ${className}` : 'home-features'}>
      {items.map((item) => (
        <li key={item.title} className="home-feature">
          <Icon name={item.icon} className="home-feature__icon" />
          <h3 className="home-feature__title">{item.title}</h3>
          <p className="home-feature__text">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
