import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { UserIdParam } from '../../../shared/contracts/ledger';
import { Button, Card, TextField } from '../../ui';
import { errorMessage, FormAlert } from '../../ui/form';
import { formatKopiykas } from '../balance';
import { AdjustmentForm } from './AdjustmentForm';
import { useAdminBalance } from './admin-balances.queries';
import './admin-balances.css';

const isUserId = (value: string) => UserIdParam.safeParse({ userId: value }).success;

/** Administrators' balance view per user. */
export function AdminBalancesPage() {
  const { t, i18n } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const userId = params.get('user');
  const selected = userId && isUserId(userId) ? userId : null;
  const view = useAdminBalance(selected);
  const money = (minor: number) => formatKopiykas(minor, i18n.language);
  // The same rule as the server's path parameter, so a bad id never reaches the API.
  const lookup = useForm<UserIdParam>({ resolver: zodResolver(UserIdParam), defaultValues: { userId: userId ?? '' } });
  const badId = Boolean(lookup.formState.errors.userId) || Boolean(userId && !selected);

  return (
    <main className="admin-balances">
      <h1>{t('balances.title')}</h1>
      <form
        className="admin-balances__lookup"
        noValidate
        onSubmit={lookup.handleSubmit((values) => setParams({ user: values.userId }))}
      >
        <TextField
          label={t('balances.user-id')}
          error={badId ? t('balances.user-id-invalid') : undefined}
          {...lookup.register('userId', { setValueAs: (value: string) => String(value ?? '').trim() })}
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
