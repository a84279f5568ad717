import { useEffect, useRef } from 'react';
import { Link } from '../components/links';
import { Icon } from '../components/Icon';
import { query as queryCopy } from '../content/generated/forms';
import { paths } from '../site-paths';

/**
 * The support form's success view. After a submit in the browser the heading takes focus,
 * so screen readers read it; "Submit another request" is a real link, so it also works without JavaScript.
 */
export function QuerySent({ focusOnMount, onAnother }: { focusOnMount: boolean; onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="forms-sent">
      <Icon name="check" size={32} className="forms-sent__icon" />
      <h2 ref={heading} tabIndex={-1}>
        {queryCopy.successHeading}
      </h2>
      <p>{queryCopy.successText}</p>
      <div className="forms-sent__actions">
        <Link to={paths.submitRequest} className="button button--primary" onClick={onAnother}>
          {queryCopy.another}
        </Link>
        <Link to={paths.help} className="button button--ghost">
          {queryCopy.backToHelp}
        </Link>
      </div>
    </div>
  );
}
