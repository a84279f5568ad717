import { Link } from '../../components/links';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { usePublicConfig } from '../../public-config';
import { ContactForm } from '../../forms/ContactForm';
import { contact as contactCopy } from '../../content/generated/forms';
import { useFormPageData } from '../../forms/form-page';
import { Island } from '../../islands/Island';
import { paths } from '../../site-paths';
import { BookCallLine } from '../../booking/BookCallLink';

export const handle: RouteHandle = {
  sheet: 'site',
  meta: ({ config }) => ({
    title: pageTitle(contactCopy.pageTitle, config),
    description: contactCopy.pageDescription,
    path: paths.contact,
  }),
};

/** /contact: the same form as the Get in Touch modal, as a page that works without JavaScript. */
export function Component() {
  const data = useFormPageData();
  const config = usePublicConfig();
  return (
    <div className="container section forms-page">
      <header className="forms-page__intro">
        <p className="eyebrow">{contactCopy.pageEyebrow}</p>
        <h1>{contactCopy.pageHeading}</h1>
        <p className="lede">{contactCopy.pageIntro}</p>
        <p>
          {contactCopy.emailPrompt} <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.
        </p>
        <p>
          {contactCopy.supportPrompt} <Link to={paths.submitRequest}>{contactCopy.supportLink}</Link>.
        </p>
        <BookCallLine />
      </header>
      <section className="forms-card" aria-labelledby="contact-form-heading">
        <h2 id="contact-form-heading" className="forms-card__heading">
          {contactCopy.formHeading}
        </h2>
        <Island name="contact-form" component={ContactForm} props={{ initial: data }} load="interaction" holdsClicks />
      </section>
    </div>
  );
}
