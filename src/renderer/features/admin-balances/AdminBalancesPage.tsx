import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button, Card, TextField } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { formatKopiykas } from '../balance';
import { AdjustmentForm } from './AdjustmentForm';
import { useAdminBalance } from './admin-balances.queries';
import './admin-balances.css';

const isUserId = (value: string) => z.uuid().safeParse(value).success;

/** Administrators' balance view per user (spec 6 "admin paths (… balance …)"). */
export function AdminBalancesPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const selected = userId && isUserId(userId) ? userId : null;
  const view = useAdminBalance(selected);
  const money = (minor: number) => formatKopiykas(minor, i18n.language);

  return (
    <main className="admin-balances">
      <h1>{t('balances.title')}</h1>
      <form
        className="admin-balances__lookup"
        onSubmit={(event) => {
          event.preventDefault();
          const value = String(new FormData(event.currentTarget).get('user') ?? '').trim();
          setParams(value ? { user: value } : {});
        }}
      >
        <TextField
          name="user"
          label={t('balances.user-id')}
          defaultValue={userId ?? ''}
          error={userId && !selected ? t('balances.user-id-invalid') : undefined}
        />
        <Button type="submit">{t('balances.open')}</Button>
      </form>
      <FormAlert message={view.error ? errorMessage(t, view.error) : null} />
      {view.data ? (
        <>
          <Card className="admin-balances__summary">
            <h2>
              {view.data.user.firstName} {view.data.user.lastName}
            </h2>
            <dl>
              <dt>{t('balances.available')}</dt>
              <dd>{money(view.data.balance.availableMinor)}</dd>
              <dt>{t('balances.held')}</dt>
              <dd>{money(view.data.balance.heldMinor)}</dd>
            </dl>
            {view.data.hiddenForDebt ? <p>{t('balances.hidden-for-debt')}</p> : null}
            {view.data.cacheMismatch ? <p role="alert">{t('balances.cache-mismatch')}</p> : null}
          </Card>
          <AdjustmentForm userId={view.data.user.id} />
          <section aria-labelledby="adjustments-title">
            <h2 id="adjustments-title">{t('balances.adjustments')}</h2>
            {view.data.adjustments.length === 0 ? <p>{t('balances.no-adjustments')}</p> : null}
            <ul className="admin-balances__list">
              {view.data.adjustments.map((a) => (
                <li key={a.entryId}>
                  <strong>{money(a.amountMinor)}</strong> — {a.reason}{' '}
                  <span className="admin-balances__meta">
                    {a.adminName}, {new Date(a.createdAt).toLocaleString(i18n.language)}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        </>
      ) : null}
    </main>
  );
}
