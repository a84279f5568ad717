import { panel } from '../content/generated/tools-panel';
import { paths } from '../site-paths';
import { Link } from './links';

/** The pointer to the /tools hub that the home page and the Help Center show. */
export function ToolsPanel() {
  return (
    <section className="tools-panel" aria-labelledby="tools-panel-heading">
      <div>
        <h2 id="tools-panel-heading" className="tools-panel__heading">
          {panel.heading}
        </h2>
        <p className="tools-panel__text">{panel.text}</p>
      </div>
      <Link to={paths.tools} className="button button--secondary tools-panel__link">
        {panel.link}
      </Link>
    </section>
  );
}
