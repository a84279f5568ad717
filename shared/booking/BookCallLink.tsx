import { callLink } from '../content/generated/booking';
import { Link } from '../components/links';
import { paths } from '../site-paths';

/** "Rather talk it through? Book a call": the line the contact page and the tools' results end with. */
export function BookCallLine() {
  return (
    <p className="book-call-line">
      {callLink.prompt} <Link to={paths.book}>{callLink.label}</Link>
    </p>
  );
}
