import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Avatar } from '../../ui/avatar.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { Loading } from '../../ui/loading.tsx';
import { useIntlFormat } from '../../ui/use-intl-format.ts';
import { useChannelScores } from './reward-queries.ts';
import { RewardsFrame } from './rewards-frame.tsx';

/** /rewards/score: the player's points in every channel they played, highest first, each leading to its summary. */
export default function ScorePage() {
  const { t } = useTranslation();
  const format = useIntlFormat();
  const scores = useChannelScores();
  const list = scores.data?.scores ?? [];

  return (
    <RewardsFrame title={t('pages.rewardsScore')}>
      {scores.isPending
        ? <Loading />
        : list.length === 0
          ? <EmptyState title={t('rewards.noScores')} />
          : (
              <ul className="score-list">
                {list.map((score) => (
                  <li key={score.channel.channel_id}>
                    <Link className="score-row" href={`/channel/${score.channel.channel_id}/summary/score`}>
                      <Avatar src={score.channel.channel_dp} name={score.channel.channel_name} />
                      <span className="score-row__main">
                        <span className="score-row__name" dir="auto">
                          {score.channel.channel_name}
                        </span>
                        <span className="score-row__meta">
                          {t('rewards.rapidPoints')}
                          {' '}
                          {format.number(score.rapid_score)}
                          {' · '}
                          {t('rewards.dailyPoints')}
                          {' '}
                          {format.number(score.daily_score)}
                          {' · '}
                          {t('rewards.gamesPlayed')}
                          {' '}
                          {format.number(score.games_played)}
                        </span>
                      </span>
                      <span className="score-row__total">
                        <span className="score-row__points">{format.number(score.total_score)}</span>
                        <span className="score-row__unit">{t('rewards.points')}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
    </RewardsFrame>
  );
}
