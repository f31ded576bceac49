import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isUnknownId } from '../../ui/not-found-notice.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { PageStatus } from '../../ui/page-status.tsx';
import { questionsPageOf, useGameSearch, useVerifyRequest, verifyHref } from './review-queries.ts';
import '../../ui/panel.css';
import './review.css';
import { questionTypeOf } from '../../question-types/registry.ts';

/** /admin/games-verify: the verification requests of the first game id, and the way to its questions (spec 2). */
export default function GamesVerifyPage() {
  const search = useGameSearch();
  const gameId = search?.gameIds[0] ?? '';
  return <VerifyRequests gameId={gameId} gameIds={search?.gameIds ?? []} gameLanguage={search?.gameLanguage ?? ''} />;
}

interface VerifyRequestsProps {
  gameId: string;
  gameIds: string[];
  gameLanguage: string;
}

function VerifyRequests({ gameId, gameIds, gameLanguage }: VerifyRequestsProps) {
  const { t, i18n } = useTranslation();
  const loaded = useVerifyRequest(gameId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const header = <PageHeader title={t('pages.gamesVerify')} subtitle={t('review.requestsIntro')} />;
  if (loaded.isPending) return <PageStatus header={header} />;
  // A game id that names no game (a link edited by hand) says so, with the way to the games that wait.
  if (loaded.isError) return (
    <PageStatus header={header}>
      <Notice tone={isUnknownId(loaded.error) ? 'info' : 'danger'}>
        {isUnknownId(loaded.error) ? t('notFound.game') : t('creatorRequests.fetchFailed')}
      </Notice>
      <p>
        <Link href="/admin/all-games" className="button button--primary">
          {t('errors.wayOnAdmin')}
        </Link>
      </p>
    </PageStatus>
  );
  const { game, requests } = loaded.data;
  return (
    <section className="panel-page review">
      {header}
      <article className="panel-card" aria-label={game.game_name}>
        <h2 className="review-card__title">{game.game_name}</h2>
        <p className="panel-muted">
          {t(questionTypeOf(game.type).labels.studio)}
          {' '}
          ·
          {game.language}
          {' '}
          ·
          {game.channel.channel_name}
        </p>
        <p>
          <span className="status-pill">{t(`review.status.${game.status}`)}</span>
        </p>
        <Link className="button button--primary button--small" href={verifyHref(questionsPageOf(game.type), gameIds, gameLanguage)}>
          {t('review.openQuestions')}
        </Link>
      </article>
      <h2 className="panel-heading">{t('review.requests')}</h2>
      {requests.length === 0
        ? <p className="panel-muted">{t('review.noRequests')}</p>
        : (
            <ul className="review-list">
              {requests.map((request) => (
                <li key={request.request_id} className="panel-card review-card--row">
                  <span className="status-pill">{t(`review.requestStatus.${request.status}`)}</span>
                  <time dateTime={request.created_at}>{date.format(new Date(request.created_at))}</time>
                  {request.status !== 'PENDING' && (
                    <span className="panel-muted">
                      {t('review.counts', { approved: request.approved, rejected: request.rejected })}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
    </section>
  );
}
