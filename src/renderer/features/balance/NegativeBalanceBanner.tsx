import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TOP_UP_PAGE_PATH } from '../../../shared/contracts/ledger';
import { buttonClassName } from '../../ui';
import { useBalance } from './balance.queries';
import './balance.css';

/** An amount of kopiykas as the language writes hryvnias ("−1 200,00 ₴" / "-UAH 1,200.00"). */
export function formatKopiykas(minor: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'uk-UA', { style: 'currency', currency: 'UAH' }).format(
    minor / 100,
  );
}

/**
 * A tutor whose balance is negative (an unpaid platform fee) is hidden from
 * search until it is settled. The banner says so and leads to the top-up page (the payments
 * screens), where paying the debt brings the profile back to search by itself.
 */
export function NegativeBalanceBanner() {
  const { t, i18n } = useTranslation('profile');
  const balance = useBalance();
  const available = balance.data?.availableMinor ?? 0;
  if (available >= 0) return null;
  return (
    <section className="negative-balance-banner" role="alert" aria-labelledby="negative-balance-title">
      <h2 id="negative-balance-title" className="negative-balance-banner__title">
        {t('balance.negative.title', { amount: formatKopiykas(available, i18n.language) })}
      </h2>
      <p className="negative-balance-banner__text">{t('balance.negative.text')}</p>
      <Link className={buttonClassName('primary')} to={`${TOP_UP_PAGE_PATH}?amount=${-available}`}>
        {t('balance.negative.pay')}
      </Link>
    </section>
  );
}
