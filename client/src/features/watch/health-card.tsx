import type { ServerHealth } from '@plw/protocol/socket/watch-events';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatMs, formatNumber, formatUptime } from './watch-figures.ts';

/** For admins: how the server that runs the rounds is doing, as of the last snapshot. */
export function HealthCard({ health }: { health: ServerHealth }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const locale = i18n.language;

  return (
    <section className="watch-health" aria-labelledby={headingId} data-testid="watch-health">
      <h3 id={headingId} className="watch-health__title">
        {t('watch.health')}
      </h3>
      <dl className="watch-health__figures">
        <div className="watch-stat">
          <dt>{t('watch.connections')}</dt>
          <dd data-testid="watch-connections">{formatNumber(health.connections, locale)}</dd>
        </div>
        <div className="watch-stat">
          <dt>{t('watch.eventLoopLag')}</dt>
          <dd className="watch-stat__pair">
            <span>{t('watch.lagP50', { value: formatMs(health.eventLoopLagMs.p50, locale) })}</span>
            <span>{t('watch.lagP99', { value: formatMs(health.eventLoopLagMs.p99, locale) })}</span>
          </dd>
        </div>
        <div className="watch-stat">
          <dt>{t('watch.memory')}</dt>
          <dd className="watch-stat__pair">
            <span>{t('watch.memoryRss', { value: formatBytes(health.memory.rssBytes, locale) })}</span>
            <span>{t('watch.memoryHeap', { value: formatBytes(health.memory.heapUsedBytes, locale) })}</span>
          </dd>
        </div>
        <div className="watch-stat">
          <dt>{t('watch.uptime')}</dt>
          <dd>{formatUptime(health.uptimeSeconds, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}
