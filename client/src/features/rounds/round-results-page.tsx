import type { RoundResults } from '@plw/protocol/rest/rounds';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Loading } from '../../ui/loading.tsx';
import { Notice } from '../../ui/notice.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { QuestionStatsList } from './question-stats.tsx';
import { formatDateTime, formatNumber, formatShare } from './round-format.ts';
import { roundsHref, useResultsDownload, useRoundResults } from './rounds-queries.ts';
import './rounds.css';

/**
 * /creator/rounds/{id}: one round's results for its host, a teacher above all: the ranking, how each question went
 * (share right, mean time, the ones worth going over again), and the whole as a spreadsheet.
 */
export default function RoundResultsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const results = useRoundResults(id);
  const back = (
    <Link href={roundsHref} className="rounds-back">
      {t('rounds.allRounds')}
    </Link>
  );
  if (results.isPending) {
    return (
      <div className="rounds">
        <PageHeader title={t('pages.roundResults')} />
        <Loading />
      </div>
    );
  }
  if (results.isError) {
    return (
      <div className="rounds">
        <PageHeader title={t('pages.roundResults')} />
        <Notice>{t('rounds.resultsFailed')}</Notice>
        {back}
      </div>
    );
  }
  return <Results results={results.data} back={back} />;
}

function Results({ results, back }: { results: RoundResults; back: ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const { round, players, questions } = results;
  const when = round.ends_at ?? round.starts_at;
  // The game's name is isolated (FSI … PDI): a Malayalam name in an Arabic line keeps its own direction.
  const subtitle = [`\u2068${round.game_name}\u2069`, ...(when === null ? [] : [formatDateTime(when, locale)])].join(' · ');
  const rightAnswers = players.reduce((sum, player) => sum + player.correct, 0);
  const asked = players.length * questions.length;
  const classShare = asked === 0 ? null : rightAnswers / asked;
  const download = useResultsDownload(round.round_id, `${round.game_name} results.csv`);
  const figuresId = useId();
  return (
    <div className="rounds">
      <PageHeader title={t('pages.roundResults')} subtitle={subtitle} />
      <div className="rounds-toolbar">
        {back}
        <button
          type="button"
          className="button button--primary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {t(download.isPending ? 'rounds.downloading' : 'rounds.download')}
        </button>
      </div>
      {download.isError && <Notice>{t('rounds.downloadFailed')}</Notice>}
      <section aria-labelledby={figuresId}>
        <h2 id={figuresId} className="visually-hidden">
          {t('rounds.figures')}
        </h2>
        <dl className="rounds-figures">
          <Figure label={t('rounds.figurePlayers')} value={formatNumber(players.length, locale)} />
          <Figure label={t('rounds.figureQuestions')} value={formatNumber(questions.length, locale)} />
          <Figure
            label={t('rounds.figureClassShare')}
            value={classShare === null ? '–' : formatShare(classShare, locale)}
          />
        </dl>
      </section>
      <Ranking results={results} />
      <QuestionStatsList questions={questions} players={players.length} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounds-figures__item">
      <dt className="rounds-figures__label">{label}</dt>
      <dd className="rounds-figures__value">{value}</dd>
    </div>
  );
}

function Ranking({ results }: { results: RoundResults }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const headingId = useId();
  const total = results.questions.length;
  // The table's scrolling box is the labelled region (phones scroll it sideways); the section around it is not.
  return (
    <section className="rounds-section">
      <h2 id={headingId} className="rounds-section__title">
        {t('rounds.ranking')}
      </h2>
      {results.players.length === 0
        ? <p className="rounds-muted">{t('rounds.noPlayers')}</p>
        : (
            <div className="rounds-table-scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
              <table className="rounds-table" data-testid="round-ranking">
                <thead>
                  <tr>
                    <th scope="col">{t('rounds.rank')}</th>
                    <th scope="col">{t('rounds.player')}</th>
                    <th scope="col">{t('rounds.points')}</th>
                    <th scope="col">{t('rounds.correct')}</th>
                  </tr>
                </thead>
                <tbody>
                  {results.players.map((player) => (
                    <tr key={player.rank} className={player.rank <= 3 ? 'rounds-table__podium' : undefined}>
                      <td className="rounds-table__number">{formatNumber(player.rank, locale)}</td>
                      <th scope="row" className="rounds-table__name">
                        <bdi>{player.name}</bdi>
                      </th>
                      <td className="rounds-table__number">{formatNumber(player.points, locale)}</td>
                      <td className="rounds-table__number">
                        {t('rounds.correctOf', {
                          correct: formatNumber(player.correct, locale),
                          total: formatNumber(total, locale),
                        })}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
    </section>
  );
}
