import { useId } from 'react';
import { Link } from '../components/links';
import { contactSupport } from '../content/generated/help';
import { paths } from '../site-paths';

/** The help center's one next step when an article or list does not answer the question. */
export function ContactSupportPanel() {
  const headingId = useId();
  return (
    <section className="cta-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{contactSupport.heading}</h2>
      <p>{contactSupport.text}</p>
      <Link to={paths.submitRequest} className="button button--primary">
        {contactSupport.link}
      </Link>
    </section>
  );
}
