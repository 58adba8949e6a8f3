export { NegativeBalanceBanner, formatKopiykas } from './NegativeBalanceBanner';
export { balanceKeys, useBalance } from './balance.queries';
