import { useEffect, useState } from 'preact/hooks';
import { get } from '../api';
import { Notice } from '../components/field';
import { usd } from '../format';
import { useLang } from '../i18n';
import type { BillingSummary, TopUp } from '../types';

/** How often the return page asks whether the webhook has credited the top-up. */
const POLL_MS = 1500;

type ReturnState =
  | { status: 'waiting' }
  | { status: 'credited'; amountUsd: string; balanceUsd: string }
  | { status: 'expired' | 'unknown' | 'cancelled' };

/**
 * Where Stripe Checkout sends the customer back: the top-up's state, checked until the
 * webhook has credited it, then the new balance.
 */
export function TopUpReturn(props: { topUpId: string; result: string; onCredited: () => void }) {
  const { t } = useLang();
  const [state, setState] = useState<ReturnState>({ status: 'waiting' });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const check = async () => {
      try {
        const { topUps } = await get<{ topUps: TopUp[] }>('/billing/top-ups');
        const topUp = topUps.find((u) => u.id === props.topUpId);
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
          props.onCredited();
          return;
        }
        if (topUp.status === 'expired') return setState({ status: 'expired' });
        if (props.result === 'cancelled') return setState({ status: 'cancelled' });
      } catch {
        // A failed check is retried on the next tick; the page says it is still waiting.
      }
      if (!stopped) timer = setTimeout(() => void check(), POLL_MS);
    };
    void check();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [props.topUpId, props.result]);

  switch (state.status) {
    case 'waiting':
      return <Notice kind="info">{t.billing.returnPending}</Notice>;
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
