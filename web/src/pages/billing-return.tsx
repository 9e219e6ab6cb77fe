import { useEffect, useState } from 'preact/hooks';
import { get, post } from '../api';
import { Notice } from '../components/field';
import { usd } from '../format';
import { useLang } from '../i18n';
import type { BillingSummary, TopUp, TopUpList } from '../types';

/** How often the return page asks whether the webhook has credited the top-up. */
const POLL_MS = 1500;
/**
 * How long it keeps asking: Stripe's webhook comes within seconds of a payment, so a
 * top-up still pending after this was most likely never paid (Stripe expires it in a day).
 */
const POLL_FOR_MS = 2 * 60_000;

type ReturnState =
  | { status: 'waiting' | 'unconfirmed' | 'expired' | 'unknown' | 'cancelled' }
  | { status: 'credited'; amountUsd: string; balanceUsd: string };

/** The top-up as it stands; a return by the cancel link first closes its Checkout. */
async function currentTopUp(topUpId: string, cancelled: boolean): Promise<TopUp | undefined> {
  if (cancelled) return post<TopUp>(`/billing/top-ups/${topUpId}/cancel`).catch(() => undefined);
  const { topUps } = await get<TopUpList>('/billing/top-ups');
  return topUps.find((u) => u.id === topUpId);
}

/**
 * Where Stripe Checkout sends the customer back: the top-up's true state. Back by the
 * cancel link, the Checkout is closed and the top-up shown cancelled; back after paying,
 * the page checks until the webhook has credited it, then shows the new balance.
 */
export function TopUpReturn(props: { topUpId: string; result: string; onSettled: () => void }) {
  const { t } = useLang();
  const [state, setState] = useState<ReturnState>({ status: 'waiting' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const giveUpAt = Date.now() + POLL_FOR_MS;
    const check = async (first: boolean) => {
      try {
        const topUp = await currentTopUp(props.topUpId, first && props.result === 'cancelled');
        if (stopped) return;
        if (!topUp) return setState({ status: 'unknown' });
        if (topUp.status === 'completed') {
          const billing = await get<BillingSummary>('/billing');
          if (stopped) return;
          setState({
            status: 'credited',
            amountUsd: topUp.amountUsd,
            balanceUsd: billing.balanceUsd,
          });
          return props.onSettled();
        }
        if (topUp.status === 'expired' || topUp.status === 'cancelled') {
          setState({ status: topUp.status });
          return props.onSettled();
        }
      } catch {
        // A failed check is retried on the next tick; the page says it is still waiting.
      }
      if (stopped) return;
      if (Date.now() >= giveUpAt) return setState({ status: 'unconfirmed' });
      timer = setTimeout(() => void check(false), POLL_MS);
    };
    setState({ status: 'waiting' });
    void check(true);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [props.topUpId, props.result, round]);

  switch (state.status) {
    case 'waiting':
      return <Notice kind="info">{t.billing.returnPending}</Notice>;
    case 'unconfirmed':
      return (
        <Notice kind="warning">
          {t.billing.returnUnconfirmed}{' '}
          <button type="button" class="link-button" onClick={() => setRound(round + 1)}>
            {t.billing.checkAgain}
          </button>
        </Notice>
      );
    case 'credited':
      return (
        <Notice kind="success">
          {t.billing.returnDone(usd(state.amountUsd), usd(state.balanceUsd))}
        </Notice>
      );
    case 'cancelled':
      return <Notice kind="warning">{t.billing.returnCancelled}</Notice>;
    case 'expired':
      return <Notice kind="warning">{t.billing.returnExpired}</Notice>;
    case 'unknown':
      return <Notice kind="error">{t.billing.returnUnknown}</Notice>;
  }
}
