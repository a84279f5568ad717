import { errors } from '../../content/generated/franchise-tax';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatFraction, groupDigits } from './decimal';
import { assetsScale, parScale } from './estimate';
import { limits, type QueryProblem } from './query';

/** What the page and the API say of a value they cannot use: the content's words with the limits filled in. */
export function problemMessage(problem: QueryProblem): string {
  if (problem.repeated) return fillSlots(errors.repeated, { field: problem.field });
  switch (problem.field) {
    case 'authorized':
      return fillSlots(errors.authorized, { max: groupDigits(limits.shares) });
    case 'par':
      return fillSlots(errors.par, { max: `$${formatFraction(limits.par, 10n ** BigInt(parScale), 0)}`, decimals: String(parScale) });
    case 'class':
      return fillSlots(errors.class, { count: String(limits.classes) });
    case 'issued':
      return errors.issued;
    case 'assets':
      return fillSlots(errors.assets, { max: `$${formatFraction(limits.assets, 10n ** BigInt(assetsScale), 0)}` });
    case 'filed':
      return fillSlots(errors.filed, { first: formatLongDate(limits.firstDay), last: formatLongDate(limits.lastDay) });
    case 'large':
      return errors.large;
  }
}
