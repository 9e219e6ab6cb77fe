import { useState } from 'preact/hooks';
import { formatUsd, MICROS_PER_USD } from '../../../src/common/money.js';
import { nextConcurrencyTier } from '../../../src/billing/concurrency-tiers.js';
import { typedDollars } from '../../../src/billing/top-up-amount.js';
import { ApiError, get, post } from '../api';
import { CurlSnippet, curlCommand } from '../components/curl-snippet';
import { Field, Notice } from '../components/field';
import { LoadState } from '../components/load-state';
import { MoneyTrail } from '../components/money-trail';
import { TableHead } from '../components/table-head';
import { useLoad } from '../components/use-load';
import { count, dateTime, usd } from '../format';
import { useErrorText } from '../errors';
import { useLang } from '../i18n';
import type { BillingSummary, TopUpList } from '../types';
import { TopUpReturn } from './billing-return';

/** Dollars as typed (any digits, separators), within the API's bounds; null otherwise. */
function validAmount(text: string, min: number, max: number): number | null {
  const amount = typedDollars(text);
  return amount !== null && amount >= min && amount <= max ? amount : null;
}

export function BillingPage(props: { query: URLSearchParams }) {
  const { lang, t } = useLang();
  const errorText = useErrorText();
  const { state, reload } = useLoad(() =>
    Promise.all([get<BillingSummary>('/billing'), get<TopUpList>('/billing/top-ups')]),
  );
  // A settled top-up changes the summary and the trail alike.
  const [version, setVersion] = useState(0);
  const refresh = () => {
    reload();
    setVersion((v) => v + 1);
  };
  const [amount, setAmount] = useState('25');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [payError, setPayError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const topUpId = props.query.get('top-up');

  // The button names the amount only once it is one the API accepts, never the typed text.
  const payLabel = (summary: BillingSummary) => {
    const amountUsd = validAmount(amount, summary.minTopUpUsd, summary.maxTopUpUsd);
    return amountUsd === null ? t.billing.payPlain : t.billing.pay(usd(amountUsd));
  };

  const pay = async (event: Event, summary: BillingSummary) => {
    event.preventDefault();
    setPayError(null);
    const amountUsd = validAmount(amount, summary.minTopUpUsd, summary.maxTopUpUsd);
    if (amountUsd === null) return setAmountError(t.billing.amountInvalid);
    setAmountError(null);
    setBusy(true);
    try {
      const { checkoutUrl } = await post<{ checkoutUrl: string }>('/billing/top-ups', {
        amountUsd,
      });
      window.location.assign(checkoutUrl);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_top_up_amount')
        setAmountError(errorText(error));
      else setPayError(errorText(error));
      setBusy(false);
    }
  };

  return (
    <>
      <h1>{t.billing.title}</h1>
      {topUpId && (
        <TopUpReturn
          topUpId={topUpId}
          result={props.query.get('result') ?? ''}
          onSettled={refresh}
        />
      )}
      <LoadState state={state} onRetry={reload}>
        {([summary, { topUps }]) => {
          const next = nextConcurrencyTier(summary.totalTopUpsMicros);
          const missingUsd = next
            ? formatUsd(next.fromUsd * MICROS_PER_USD - summary.totalTopUpsMicros)
            : null;
          return (
            <>
              <div class="grid">
                <section class="card">
                  <p class="stat-label">{t.billing.balance}</p>
                  <p class="stat" data-testid="balance">
                    <span dir="ltr">{usd(summary.balanceUsd)}</span>
                  </p>
                </section>
                <section class="card">
                  <p class="stat-label">{t.billing.totalTopUps}</p>
                  <p class="stat">
                    <span dir="ltr">{usd(summary.totalTopUpsUsd)}</span>
                  </p>
                </section>
                <section class="card">
                  <p class="stat-label">{t.billing.concurrency}</p>
                  <p class="stat">{count(lang, summary.concurrencyLimit)}</p>
                  <p class="muted">
                    {next && missingUsd
                      ? t.billing.nextTier(usd(missingUsd), next.limit)
                      : t.billing.topTier}
                  </p>
                </section>
              </div>
              <section class="card" aria-labelledby="top-up-title">
                <h2 id="top-up-title">{t.billing.topUpTitle}</h2>
                <form onSubmit={(e) => void pay(e, summary)} noValidate>
                  <div class="presets" role="group" aria-label={t.billing.topUpTitle}>
                    {summary.presetsUsd.map((preset) => (
                      <button
                        key={preset}
                        type="button"
                        aria-pressed={amount === String(preset)}
                        onClick={() => {
                          setAmount(String(preset));
                          setAmountError(null);
                        }}
                      >
                        {usd(preset)}
                      </button>
                    ))}
                  </div>
                  <div class="row">
                    <Field
                      label={t.billing.custom}
                      hint={t.billing.customHint(
                        usd(summary.minTopUpUsd),
                        usd(summary.maxTopUpUsd),
                      )}
                      error={amountError}
                    >
                      {(c) => (
                        <input
                          id={c.id}
                          name="amount"
                          inputMode="decimal"
                          dir="ltr"
                          value={amount}
                          aria-describedby={c.describedBy}
                          aria-invalid={c.invalid}
                          onInput={(e) => setAmount(e.currentTarget.value)}
                        />
                      )}
                    </Field>
                    <button type="submit" disabled={busy}>
                      {payLabel(summary)}
                    </button>
                  </div>
                  {payError && <Notice kind="error">{payError}</Notice>}
                </form>
                <CurlSnippet command={curlCommand('GET', '/billing/transactions', 'token')} />
              </section>
              <section class="card" aria-labelledby="history-title">
                <h2 id="history-title">{t.billing.history}</h2>
                {topUps.length === 0 ? (
                  <p class="muted">{t.billing.historyEmpty}</p>
                ) : (
                  <div class="table-wrap">
                    <table>
                      <TableHead
                        columns={[
                          t.billing.colDate,
                          { label: t.billing.colAmount, numeric: true },
                          t.billing.colStatus,
                        ]}
                      />
                      <tbody>
                        {topUps.map((topUp) => (
                          <tr key={topUp.id}>
                            <td data-label={t.billing.colDate}>
                              {dateTime(lang, topUp.createdAt)}
                            </td>
                            <td class="num" data-label={t.billing.colAmount}>
                              <span dir="ltr">{usd(topUp.amountUsd)}</span>
                            </td>
                            <td data-label={t.billing.colStatus}>
                              <span class={`badge badge-${topUp.status}`}>
                                {t.billing.status[topUp.status]}
                              </span>
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                )}
              </section>
            </>
          );
        }}
      </LoadState>
      <MoneyTrail version={version} />
    </>
  );
}
