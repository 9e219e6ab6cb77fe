import { useState } from 'preact/hooks';
import { get } from '../api';
import { useErrorText } from '../errors';
import { dateTime, usd } from '../format';
import { useLang } from '../i18n';
import type { Transaction, TransactionPage } from '../types';
import { Notice } from './field';
import { TableHead } from './table-head';
import { useLoad } from './use-load';
import { LoadState } from './load-state';

const PAGE = 20;

/** "+$10.00" / "−$0.000975": the sign says which way the money went. */
function signed(amountUsd: string): string {
  return amountUsd.startsWith('-') ? `−${usd(amountUsd.slice(1))}` : `+${usd(amountUsd)}`;
}

/**
 * Every ledger entry, newest first: top-ups, support credit, charges and refunds, each with
 * the balance after it, so the balance on the page can be traced line by line.
 */
export function MoneyTrail(props: { version: number }) {
  const { lang, t } = useLang();
  const errorText = useErrorText();
  const [more, setMore] = useState<Transaction[]>([]);
  const [hasMore, setHasMore] = useState<boolean | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const { state, reload } = useLoad(async () => {
    const page = await get<TransactionPage>(`/billing/transactions?limit=${PAGE}`);
    setMore([]);
    setHasMore(null);
    return page;
  }, [props.version]);

  const loadMore = async (last: Transaction) => {
    setMoreError(null);
    try {
      const page = await get<TransactionPage>(
        `/billing/transactions?limit=${PAGE}&startingAfter=${last.id}`,
      );
      setMore((shown) => [...shown, ...page.data]);
      setHasMore(page.hasMore);
    } catch (error) {
      setMoreError(errorText(error));
    }
  };

  return (
    <section class="card" aria-labelledby="trail-title">
      <h2 id="trail-title">{t.trail.title}</h2>
      <LoadState state={state} onRetry={reload}>
        {(first) => {
          const lines = [...first.data, ...more];
          const canLoadMore = hasMore ?? first.hasMore;
          if (lines.length === 0) return <p class="muted">{t.trail.empty}</p>;
          return (
            <>
              <div class="table-wrap">
                <table data-testid="money-trail">
                  <TableHead
                    columns={[
                      t.trail.colDate,
                      t.trail.colType,
                      { label: t.trail.colAmount, numeric: true },
                      { label: t.trail.colBalance, numeric: true },
                    ]}
                  />
                  <tbody>
                    {lines.map((line) => (
                      <tr key={line.id}>
                        <td data-label={t.trail.colDate}>{dateTime(lang, line.createdAt)}</td>
                        <td data-label={t.trail.colType}>
                          {t.trail.types[line.type]}
                          {line.receiptUrl && (
                            <>
                              {' '}
                              <a href={line.receiptUrl} target="_blank" rel="noopener">
                                {t.trail.receipt}
                              </a>
                            </>
                          )}
                          {line.endpoint && (
                            <span class="muted" dir="ltr">
                              {' '}
                              {line.endpoint}
                            </span>
                          )}
                        </td>
                        <td class="num" data-label={t.trail.colAmount}>
                          <span dir="ltr">{signed(line.amountUsd)}</span>
                        </td>
                        <td class="num" data-label={t.trail.colBalance}>
                          <span dir="ltr">{usd(line.balanceAfterUsd)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {canLoadMore && (
                <button
                  type="button"
                  class="secondary"
                  onClick={() => void loadMore(lines.at(-1)!)}
                >
                  {t.trail.more}
                </button>
              )}
              {moreError && <Notice kind="error">{moreError}</Notice>}
            </>
          );
        }}
      </LoadState>
    </section>
  );
}
