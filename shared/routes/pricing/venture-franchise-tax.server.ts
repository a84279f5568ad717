import { allIn } from '../../content/generated/pricing-page';
import { figures } from '../../content/generated/franchise-tax';
import { groupDigits, parseDecimal } from '../../tools/franchise-tax/decimal';
import { estimateFranchiseTax, parScale } from '../../tools/franchise-tax/estimate';
import { rulesFrom } from '../../tools/franchise-tax/rules';
import type { VentureFranchiseTax } from './venture';

/**
 * The franchise tax of the table's corporation (Delaware's least) and of a
 * venture-style one (content/pricing.yaml's allIn.venture), both worked out by
 * the estimator at no gross assets and one issued share, which gives each
 * method's least: the pricing page shows no arithmetic of its own.
 */
export function ventureFranchiseTax(): VentureFranchiseTax {
  const rules = rulesFrom(figures.items);
  const { authorizedShares, par, state } = allIn.venture;
  const parUnits = parseDecimal(par, parScale);
  if (!parUnits) throw new Error(`content/pricing.yaml: allIn.venture.par "${par}" is not a par value`);
  const least = (shares: bigint, parValue: bigint) =>
    estimateFranchiseTax({ classes: [{ authorized: shares, par: parValue }], issued: 1n, assets: 0n, largeCorporateFiler: false }, rules).tax;
  const minimumShares = BigInt(rules.authorizedShares.minimumShares);
  const venture = least(BigInt(authorizedShares), parUnits.units);
  return { state, minimumShares: groupDigits(minimumShares), shares: groupDigits(BigInt(authorizedShares)), tax: venture, difference: venture - least(minimumShares, parUnits.units) };
}
