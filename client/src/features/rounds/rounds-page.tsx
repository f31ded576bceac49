import type { RoundRow } from '@plw/protocol/rest/rounds';
import { spacedJoinCode } from '@plw/shared/rules/round/hosted';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { formatDateTime, formatNumber } from './round-format.ts';
import { bigScreenHref, roundResultsHref, useChannelRounds } from './rounds-queries.ts';
import './rounds.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/**
 * /creator/rounds: the channel's live rounds now, its scheduled rounds to come, and its past rounds (newest first),
 * hosted and scheduled alike. A live hosted round opens its big screen; any round opens its results.
 */
export default function RoundsPage() {
  const { t } = useTranslation();
  const rounds = useChannelRounds();
  return (
    <div className="rounds">
      <PageHeader title={t('pages.rounds')} subtitle={t('rounds.intro')} />
      {rounds.isPending
        ? <Loading />
        : rounds.isError
          ? <Notice>{t('rounds.loadFailed')}</Notice>
          : (
              <>
                <RoundSection title={t('rounds.live')} empty={t('rounds.noLive')} rows={rounds.data.live} />
                <RoundSection title={t('rounds.upcoming')} empty={t('rounds.noUpcoming')} rows={rounds.data.upcoming} />
                <RoundSection title={t('rounds.past')} empty={t('rounds.noPast')} rows={rounds.data.past} />
              </>
            )}
    </div>
  );
}

function RoundSection({ title, empty, rows }: { title: string; empty: string; rows: readonly RoundRow[] }) {
  const headingId = useId();
  return (
    <section className="rounds-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="rounds-section__title">
        {title}
      </h2>
      {rows.length === 0
        ? <p className="rounds-muted">{empty}</p>
        : (
            <ul className="rounds-list">
              {rows.map((row) => <RoundItem key={`${row.kind}:${row.round_id}`} row={row} />)}
            </ul>
          )}
    </section>
  );
}

function RoundItem({ row }: { row: RoundRow }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const when = whenOf(row);
  const live = row.state !== 'ENDED' && !(row.kind === 'SCHEDULED' && row.state === 'LOBBY');
  const facts = [
    ...(when ? [t(when.key, { time: formatDateTime(when.at, locale) })] : []),
    ...(row.kind === 'HOSTED' && row.state === 'LOBBY' ? [t('rounds.lobbyOpen')] : []),
    t('rounds.players', { number: formatNumber(row.players, locale) }),
  ];
  return (
    <li className="rounds-item" data-testid="round-item" data-state={row.state}>
      <div className="rounds-item__main">
        <span className="rounds-item__title">{row.game_name}</span>
        <span className="rounds-item__meta">
          <span className={`rounds-badge rounds-badge--${row.kind.toLowerCase()}`}>
            {t(row.kind === 'HOSTED' ? 'rounds.kindHosted' : 'rounds.kindScheduled')}
          </span>
          {' '}
          {t(questionTypeOf(row.game_type).labels.rounds)}
        </span>
        <span className="rounds-item__meta">{facts.join(' · ')}</span>
        {row.join_code && live && (
          <span className="rounds-item__code">
            {t('rounds.joinCode')}
            {' '}
            <bdi dir="ltr">{spacedJoinCode(row.join_code)}</bdi>
          </span>
        )}
      </div>
      <div className="rounds-item__actions">
        {live && row.kind === 'HOSTED' && (
          <Link href={bigScreenHref(row.round_id)} className="button button--primary button--small">
            {t('rounds.bigScreen')}
          </Link>
        )}
        {row.state !== 'LOBBY' && (
          <Link href={roundResultsHref(row.round_id)} className="button button--ghost button--small">
            {t(live ? 'rounds.resultsSoFar' : 'rounds.results')}
            <span className="visually-hidden">{`: ${row.game_name}`}</span>
          </Link>
        )}
      </div>
    </li>
  );
}

type WhenKey = 'rounds.startsAt' | 'rounds.startedAt' | 'rounds.endedAt';

function whenOf(row: RoundRow): { key: WhenKey; at: number } | null {
  if (row.state === 'ENDED') {
    const at = row.ends_at ?? row.starts_at;
    return at === null ? null : { key: 'rounds.endedAt', at };
  }
  if (row.starts_at === null) return null;
  return { key: row.state === 'LOBBY' ? 'rounds.startsAt' : 'rounds.startedAt', at: row.starts_at };
}
