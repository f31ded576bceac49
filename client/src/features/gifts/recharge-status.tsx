import type { RechargeRequest } from '@plw/protocol/rest/gifts';
import { useTranslation } from 'react-i18next';
import '../../ui/panel.css';
import { numberFormat } from '../../ui/number-format.ts';

/** A recharge request's amount, when it was asked, its state and the reason of a rejection. */
export function RechargeSummary({ request, showChannel = false }: { request: RechargeRequest; showChannel?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = numberFormat(i18n.language);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <div className="recharge-summary">
      <div className="panel-row panel-row--between">
        <strong className="recharge-amount">{t('recharge.amountValue', { amount: number.format(request.amount) })}</strong>
        <span className={`status-pill status-pill--${request.status.toLowerCase()}`}>
          {t(`recharge.status.${request.status}`)}
        </span>
      </div>
      {showChannel && (
        <p>
          {request.channel.channel_name}
          {' · '}
          {t('recharge.balanceNow', { balance: number.format(request.balance) })}
        </p>
      )}
      <p className="panel-muted">
        <time dateTime={request.created_at}>{date.format(new Date(request.created_at))}</time>
        {request.note && <span dir="auto">{` · ${request.note}`}</span>}
      </p>
      {request.reason && <p className="reason-box" dir="auto">{request.reason}</p>}
    </div>
  );
}
