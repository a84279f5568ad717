import { plans } from '../../shared/content/generated/pricing';
import { entityTypes } from '../../shared/tools/calendar-inputs';
import { paths } from '../../shared/site-paths';

/**
 * Values a visitor, a link or a crawler might send for any page parameter:
 * numbers in odd forms, words, days, blanks, the site's plan ids and entity
 * types as spelled and otherwise, a time zone as spelled and otherwise, and tools' URLs (a reported case). Each page
 * reads some of them and not others; none is tied to one page.
 */
export const querySpellings: readonly string[] = [
  '',
  ' ',
  '1',
  ' 1 ',
  '01',
  '03',
  '2',
  '1000',
  '0',
  '-1',
  '1.5',
  'junk',
  'TRUE',
  ' tax  return ',
  '2020-01-01',
  ' 2020-01-01 ',
  '%',
  'x'.repeat(300),
  ...plans.flatMap((plan) => [plan.id, ` ${plan.id.toUpperCase()} `]),
  ...entityTypes.flatMap((entity) => [entity, entity.toUpperCase()]),
  ' de ',
  'DE',
  'Europe/Berlin',
  ' europe/berlin ',
  `${paths.franchiseTax}?authorized=05000&par=0.010`,
  `${paths.franchiseTax}?authorized=5000&par=0.01`,
  `${paths.complianceCalendar}?entity=LLC-SINGLE&state=de&formed=2020-01-01`,
];
